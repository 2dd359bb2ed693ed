// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "snippetloaders.h"

namespace ReplayScope::Ui::Snippet {

QString pyString(const QString& text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == u'\\' || c == u'"')
            out += u'\\';
        if (c == u'\n')
            out += QStringLiteral("\\n");
        else
            out += c;
    }
    return out + u'"';
}

namespace {

bool isTianshouClass(const QString& className)
{
    return className == QLatin1String("Batch") || className.endsWith(QLatin1String("ReplayBuffer"))
           || className == QLatin1String("ReplayBufferManager");
}

Loader pickleLoader(const SnippetSource& source, const QString& path)
{
    Loader out;
    out.imports << QStringLiteral("import pickle");
    QString open = QStringLiteral("open");
    if (!source.compression.isEmpty()) {
        out.imports.prepend(QStringLiteral("import %1").arg(source.compression));
        open = source.compression + QStringLiteral(".open");
    }
    const bool tianshou = isTianshouClass(source.className);
    out.root = source.isBuffer ? QStringLiteral("buf") : tianshou ? QStringLiteral("batch") : QStringLiteral("data");
    out.lines << QStringLiteral("with %1(%2, \"rb\") as f:").arg(open, path);
    QString load = QStringLiteral("    %1 = pickle.load(f)").arg(out.root);
    if (tianshou)
        load += QStringLiteral("  # a %1: needs tianshou installed").arg(source.className);
    out.lines << load;
    out.access = tianshou                                    ? Access::Attributes
                 : source.className == QLatin1String("dict") ? Access::Dict
                                                             : Access::Whole;
    return out;
}

Loader hdf5Loader(const SnippetSource& source, const QString& path)
{
    Loader out;
    if (source.layout == QLatin1String("tianshou") && source.isBuffer) {
        // save_hdf5 files come back through the class's own load_hdf5.
        out.imports << QStringLiteral("from tianshou.data import %1").arg(source.className);
        out.root = QStringLiteral("buf");
        out.lines << QStringLiteral("buf = %1.load_hdf5(%2)").arg(source.className, path);
        out.access = Access::Attributes;
        return out;
    }
    out.imports << QStringLiteral("import h5py");
    if (source.layout == QLatin1String("tianshou")) {
        // to_hdf5 files: Tianshou's own reader, as a Batch.
        out.imports << QStringLiteral("from tianshou.data import Batch")
                    << QStringLiteral("from tianshou.data.utils.converter import from_hdf5");
        out.root = QStringLiteral("batch");
        out.lines << QStringLiteral("with h5py.File(%1, \"r\") as f:").arg(path)
                  << QStringLiteral("    batch = Batch(from_hdf5(f))");
        out.access = Access::Attributes;
        return out;
    }
    out.root = QStringLiteral("f");
    out.lines << QStringLiteral("f = h5py.File(%1, \"r\")").arg(path);
    out.access = Access::Hdf5;
    if (source.layout != QLatin1String("d4rl") && source.layout != QLatin1String("generic"))
        out.inexactNote =
            QStringLiteral("each episode is a group of this file; ReplayScope joins the groups key by key");
    return out;
}

Loader otherLoader(const SnippetSource& source, const QString& path)
{
    Loader out;
    out.root = QStringLiteral("data");
    const QString& layout = source.layout;
    if (source.format == QLatin1String("npz")) {
        out.imports << QStringLiteral("import numpy as np");
        out.root = QStringLiteral("npz");
        out.lines << QStringLiteral("npz = np.load(%1)").arg(path);
        out.access = layout == QLatin1String("npz") ? Access::Npz : Access::Whole;
        if (out.access == Access::Whole)
            out.inexactNote = QStringLiteral("its arrays hold whole trajectories; ReplayScope splits them into steps");
    } else if (source.format == QLatin1String("npy")) {
        out.imports << QStringLiteral("import numpy as np");
        out.root = QStringLiteral("value");
        out.lines << QStringLiteral("value = np.load(%1)").arg(path);
    } else if (layout.startsWith(QLatin1String("sb3"))) {
        out.imports << QStringLiteral("from stable_baselines3.common.save_util import load_from_pkl");
        out.root = QStringLiteral("buffer");
        out.lines << QStringLiteral("buffer = load_from_pkl(%1)").arg(path);
        out.inexactNote =
            QStringLiteral("ReplayScope shows the transitions of its [buffer_size, n_envs] arrays env by env");
    } else if (source.format == QLatin1String("torch")) {
        out.imports << QStringLiteral("import torch");
        out.lines << QStringLiteral("data = torch.load(%1, weights_only=False)").arg(path);
        out.inexactNote = QStringLiteral("ReplayScope shows its tensors as Tianshou transitions");
    } else if (source.format == QLatin1String("torchrl-dump")) {
        out.imports << QStringLiteral("from torchrl.data import LazyMemmapStorage, ReplayBuffer");
        out.root = QStringLiteral("rb");
        out.lines << QStringLiteral(
            "rb = ReplayBuffer(storage=LazyMemmapStorage(max_size))  # the size it was made with")
                  << QStringLiteral("rb.loads(%1)").arg(path);
        out.inexactNote = QStringLiteral("ReplayScope shows its storage with the ring unrolled, oldest step first");
    } else if (source.format == QLatin1String("rllib-json")) {
        out.imports << QStringLiteral("from ray.rllib.offline.json_reader import JsonReader");
        out.root = QStringLiteral("batch");
        out.lines << QStringLiteral("batch = JsonReader(%1).next()").arg(path);
        out.inexactNote = QStringLiteral("ReplayScope shows all of its SampleBatches as one");
    } else {
        out.imports << QStringLiteral("import pickle");
        out.lines << QStringLiteral("with open(%1, \"rb\") as f:").arg(path)
                  << QStringLiteral("    data = pickle.load(f)  # needs the library that wrote it");
        out.inexactNote = QStringLiteral("ReplayScope shows it as Tianshou transitions");
    }
    return out;
}

} // namespace

Loader loaderOf(const SnippetSource& source)
{
    const QString path = pyString(source.filePath);
    const bool tianshouLike = source.layout == QLatin1String("tianshou") || source.layout == QLatin1String("pickle");
    if (source.format == QLatin1String("pickle") && tianshouLike)
        return pickleLoader(source, path);
    if (source.format == QLatin1String("hdf5"))
        return hdf5Loader(source, path);
    return otherLoader(source, path);
}

} // namespace ReplayScope::Ui::Snippet
