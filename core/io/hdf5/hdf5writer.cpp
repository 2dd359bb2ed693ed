// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "hdf5writer.h"

#include "h5handles.h"
#include "h5types.h"
#include "lzffilter.h"
#include "tianshouhdf5.h"

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/atomicfile.h>
#include <core/io/pickle/picklewriter.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ReplayScope::Core {

using H5::Handle;

namespace {

// A chunk shape in the spirit of h5py's guess: aim for chunks of a few tens of KiB that
// grow slowly with the dataset, halving the axes in turn until one fits. Zero-length axes
// count as 1024 so that an empty dataset can still grow, as h5py does.
std::vector<hsize_t> guessChunk(const Shape& shape, std::size_t itemSize)
{
    std::vector<double> chunk;
    double total = static_cast<double>(itemSize);
    for (std::int64_t d : shape) {
        chunk.push_back(d == 0 ? 1024.0 : static_cast<double>(d));
        total *= chunk.back();
    }
    const double megabytes = total / (1024.0 * 1024.0);
    double target = 16.0 * 1024.0 * std::pow(2.0, std::log10(std::max(megabytes, 1e-9)));
    target = std::clamp(target, 8.0 * 1024.0, 1024.0 * 1024.0);
    for (std::size_t axis = 0;; axis = (axis + 1) % chunk.size()) {
        double bytes = static_cast<double>(itemSize);
        for (double c : chunk)
            bytes *= c;
        if (bytes <= target || std::all_of(chunk.begin(), chunk.end(), [](double c) { return c <= 1; }))
            break;
        chunk[axis] = std::ceil(chunk[axis] / 2.0);
    }
    return std::vector<hsize_t>(chunk.begin(), chunk.end());
}

// `type(value).__name__` as Tianshou records it for a pickled value. Opaque objects made
// by a reduce call name the callable, not the type it returns, so the few callables that
// appear in buffers are mapped to their types.
std::string dataTypeName(const PyValue& value)
{
    if (value.kind() == PyValue::Kind::Object && value.asObject()
        && value.asObject()->creation == PyObject::Creation::Reduce) {
        const std::string& callable = value.asObject()->cls.name;
        if (callable == "__randomstate_ctor")
            return "RandomState";
        if (callable == "__generator_ctor")
            return "Generator";
    }
    if (value.kind() == PyValue::Kind::Global) {
        const std::string& name = value.asGlobal().name;
        return !name.empty() && name.front() >= 'A' && name.front() <= 'Z' ? "type" : "function";
    }
    return value.typeName();
}

class TianshouWriter {
public:
    TianshouWriter(std::string path, Hdf5Compression compression, bool plain = false)
        : m_path(std::move(path))
        , m_compression(compression)
        , m_plain(plain)
    {
    }

    void write(const PyValue& state)
    {
        // The file is built in memory (HDF5's core driver, no backing store) and only its
        // finished image goes to disk through AtomicFile. A full disk or a size limit then
        // fails in our write() with a message, never inside libhdf5: a write error there
        // leaves datasets half-closed, and HDF5 crashed on them at exit (found by
        // tst_savefailure under RLIMIT_FSIZE).
        std::string image;
        {
            Handle fapl = H5::checkedIo(H5Pcreate(H5P_FILE_ACCESS), m_path, "", "cannot create file access properties");
            H5::checkStatusIo(H5Pset_fapl_core(fapl.id(), 1 << 20, 0), m_path, "", "cannot build the file in memory");
            Handle file = H5::checkedIo(H5Fcreate(m_path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, fapl.id()), m_path, "",
                                        "cannot create the HDF5 file");
            if (state.isBatch())
                writeMapping(file.id(), "/", batchEntries(*state.asBatch()), true);
            else if (state.kind() == PyValue::Kind::Dict)
                writeMapping(file.id(), "/", dictEntries(state, "/"), false);
            else
                throw TypeError(m_path + ": to_hdf5 needs a dict or a Batch, got '" + state.typeName() + "'");
            H5::checkStatusIo(H5Fflush(file.id(), H5F_SCOPE_LOCAL), m_path, "", "cannot flush the HDF5 file");
            const ssize_t size = H5Fget_file_image(file.id(), nullptr, 0);
            if (size <= 0)
                throw IoError(m_path + ": cannot take the image of the HDF5 file");
            image.resize(static_cast<std::size_t>(size));
            if (H5Fget_file_image(file.id(), image.data(), image.size()) != size)
                throw IoError(m_path + ": cannot take the image of the HDF5 file");
            H5::checkStatusIo(H5Fclose(file.release()), m_path, "", "cannot close the HDF5 file");
        }
        AtomicFile atomic(m_path);
        atomic.write(image);
        atomic.commit();
    }

private:
    using Entries = std::vector<std::pair<std::string, PyValue>>;

    static Entries batchEntries(const Batch& batch) { return Entries(batch.entries().begin(), batch.entries().end()); }

    Entries dictEntries(const PyValue& dict, const std::string& where) const
    {
        Entries out;
        for (const auto& [key, value] : dict.dictItems()) {
            if (key.kind() != PyValue::Kind::Str)
                throw TypeError(m_path + ": HDF5 names must be str; the dict at '" + where + "' has the key "
                                + key.repr());
            out.emplace_back(std::string(key.asString()), value);
        }
        return out;
    }

    void setStringAttribute(hid_t object, const std::string& where, const char* name, const std::string& text)
    {
        if (m_plain && std::string_view(name) == "__data_type__")
            return; // plain files carry no Tianshou markers
        Handle type = H5::utf8StringType();
        Handle space = H5::checkedIo(H5Screate(H5S_SCALAR), m_path, where, "cannot create a dataspace");
        Handle attr = H5::checkedIo(H5Acreate2(object, name, type.id(), space.id(), H5P_DEFAULT, H5P_DEFAULT), m_path,
                                    where, std::string("cannot create attribute ") + name);
        const char* data = text.c_str();
        H5::checkStatusIo(H5Awrite(attr.id(), type.id(), &data), m_path, where, "cannot write an attribute");
    }

    void setScalarAttribute(hid_t group, const std::string& where, const std::string& name, const PyValue& value)
    {
        NdArray scalar;
        if (value.kind() == PyValue::Kind::Bool)
            scalar = NdArray::scalarBool(value.asBool());
        else if (value.kind() == PyValue::Kind::Int)
            scalar = NdArray::scalarInt(value.asInt());
        else
            scalar = NdArray::scalar(value.asDouble());
        Handle type = H5::typeForDType(scalar.dtype());
        Handle space = H5::checkedIo(H5Screate(H5S_SCALAR), m_path, where, "cannot create a dataspace");
        const std::string label = H5::joinPath(where, name);
        Handle attr = H5::checkedIo(H5Acreate2(group, name.c_str(), type.id(), space.id(), H5P_DEFAULT, H5P_DEFAULT),
                                    m_path, label, "cannot create the attribute");
        H5::checkStatusIo(H5Awrite(attr.id(), type.id(), scalar.elementPtr(0)), m_path, label,
                          "cannot write the attribute");
    }

    Handle creationList(const Shape& shape, std::size_t itemSize, const std::string& where)
    {
        Handle dcpl = H5::checkedIo(H5Pcreate(H5P_DATASET_CREATE), m_path, where, "cannot create a property list");
        if (m_compression.kind == Hdf5Compression::Kind::None || shape.empty())
            return dcpl;
        const std::vector<hsize_t> chunk = guessChunk(shape, itemSize);
        H5::checkStatusIo(H5Pset_chunk(dcpl.id(), static_cast<int>(chunk.size()), chunk.data()), m_path, where,
                          "cannot set the chunk shape");
        if (m_compression.kind == Hdf5Compression::Kind::Gzip)
            H5::checkStatusIo(
                H5Pset_deflate(dcpl.id(), static_cast<unsigned>(std::clamp(m_compression.gzipLevel, 0, 9))), m_path,
                where, "cannot set gzip compression");
        else
            H5::checkStatusIo(H5Pset_filter(dcpl.id(), H5::LzfFilterId, H5Z_FLAG_OPTIONAL, 0, nullptr), m_path, where,
                              "cannot set lzf compression");
        return dcpl;
    }

    void writeDataset(hid_t group, const std::string& where, const std::string& name, const NdArray& array, hid_t type,
                      const std::string& dataType)
    {
        const std::string label = H5::joinPath(where, name);
        const Shape& shape = array.shape();
        std::vector<hsize_t> dims(shape.begin(), shape.end());
        // Zero-length axes may grow (h5py makes them chunked with unlimited room too).
        std::vector<hsize_t> maxDims(dims);
        const bool chunked = m_compression.kind != Hdf5Compression::Kind::None && !shape.empty();
        for (hsize_t& d : maxDims)
            if (d == 0 && chunked)
                d = H5S_UNLIMITED;
        Handle space =
            H5::checkedIo(shape.empty() ? H5Screate(H5S_SCALAR)
                                        : H5Screate_simple(static_cast<int>(dims.size()), dims.data(), maxDims.data()),
                          m_path, label, "cannot create the dataspace");
        Handle dcpl = creationList(shape, array.dtype().itemSize(), label);
        Handle dataset =
            H5::checkedIo(H5Dcreate2(group, name.c_str(), type, space.id(), H5P_DEFAULT, dcpl.id(), H5P_DEFAULT),
                          m_path, label, "cannot create the dataset");
        const NdArray data = array.contiguous();
        if (data.nbytes() > 0)
            H5::checkStatusIo(H5Dwrite(dataset.id(), type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data.elementPtr(0)), m_path,
                              label, "cannot write the dataset");
        setStringAttribute(dataset.id(), label, "__data_type__", dataType);
    }

    void writePickle(hid_t group, const std::string& where, const std::string& name, const std::string& bytes,
                     const std::string& dataType)
    {
        const NdArray array =
            NdArray::fromBytes(DType(DTypeKind::Int8), Shape{static_cast<std::int64_t>(bytes.size())}, bytes.data());
        Handle type(H5Tcopy(H5T_STD_I8LE));
        writeDataset(group, where, name, array, type.id(), dataType);
    }

    void writeValue(hid_t group, const std::string& where, const std::string& name, const PyValue& value,
                    bool insideBatch)
    {
        const std::string label = H5::joinPath(where, name);
        if (name.empty() || name.find('/') != std::string::npos || name == ".")
            throw ValueError(m_path + ": the key '" + name + "' at '" + where + "' cannot be an HDF5 name");
        if (value.isBatch() || value.kind() == PyValue::Kind::Dict) {
            // A dict that contains itself (pickles can build one) would nest groups until
            // the stack overflows; refused as the pickle writer refuses it.
            if (std::find(m_active.begin(), m_active.end(), value.identity()) != m_active.end())
                throw ValueError(m_path + ": cannot save a value that contains itself ('" + label + "')");
            m_active.push_back(value.identity());
            struct Pop {
                std::vector<const void*>& active;
                ~Pop() { active.pop_back(); }
            } pop{m_active};
            Handle sub = H5::checkedIo(H5Gcreate2(group, name.c_str(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT), m_path,
                                       label, "cannot create the group");
            if (value.isBatch()) {
                // Batch.__getstate__ turns nested Batches into plain dicts: only the
                // outermost Batch of a subtree is marked.
                if (!insideBatch)
                    setStringAttribute(sub.id(), label, "__data_type__", "Batch");
                writeMapping(sub.id(), label, batchEntries(*value.asBatch()), true);
            } else {
                writeMapping(sub.id(), label, dictEntries(value, label), insideBatch);
            }
            return;
        }
        std::string blobBytes;
        std::string blobType;
        if (m_plain) {
            writePlainValue(group, where, name, value);
            return;
        }
        if (isPickledBlob(value, &blobBytes, &blobType)) {
            writePickle(group, where, name, blobBytes, blobType);
            return;
        }
        if (value.kind() == PyValue::Kind::Array) {
            const NdArray& array = value.asArray();
            Handle type = H5::typeForDType(array.dtype());
            if (array.isTorch()) {
                if (!type.valid())
                    throw TypeError(m_path + ": the tensor '" + label + "' of dtype " + array.dtype().name()
                                    + " has no HDF5 type");
                writeDataset(group, where, name, array, type.id(), "Tensor");
                return;
            }
            const bool scalarUnderFilter = array.ndim() == 0 && m_compression.kind != Hdf5Compression::Kind::None;
            if (type.valid() && !scalarUnderFilter) {
                writeDataset(group, where, name, array, type.id(), "ndarray");
                return;
            }
            // h5py raises TypeError here and Tianshou falls back to a pickle.
            writePickle(group, where, name, PickleWriter::toBytes(value), "pickled_ndarray");
            return;
        }
        // np.float64 subclasses Python float, so Tianshou stores it as an attribute too;
        // np.int64, np.bool_ and np.float32 do not and become pickles (rule 4/5).
        const bool float64Scalar =
            value.kind() == PyValue::Kind::Scalar && value.asArray().dtype().kind() == DTypeKind::Float64;
        if (value.kind() == PyValue::Kind::Bool || value.kind() == PyValue::Kind::Int
            || value.kind() == PyValue::Kind::Float || float64Scalar) {
            setScalarAttribute(group, where, name, value);
            return;
        }
        // In a Batch such an int is what Batch.__setstate__ made of a 0-d object array
        // (np.asanyarray(2**70)), and any copy of the Batch turns it back into one: write
        // that array, as to_hdf5 does for it ('pickled_ndarray'); reading gives the int.
        if (value.kind() == PyValue::Kind::BigInt && insideBatch) {
            writePickle(group, where, name,
                        PickleWriter::toBytes(PyValue::array(NdArray::fromObjects({value}, Shape{}))),
                        "pickled_ndarray");
            return;
        }
        if (value.kind() == PyValue::Kind::BigInt)
            throw ValueError(m_path + ": the int '" + label + "' does not fit in 64 bits (h5py cannot store it)");
        writePickle(group, where, name, PickleWriter::toBytes(value), dataTypeName(value));
    }

    // Plain HDF5 (D4RL style): arrays as datasets, Python numbers as attributes, and a
    // clear error for anything only a pickle could hold (other tools cannot read those).
    void writePlainValue(hid_t group, const std::string& where, const std::string& name, const PyValue& value)
    {
        const std::string label = H5::joinPath(where, name);
        if (value.kind() == PyValue::Kind::Array || value.kind() == PyValue::Kind::Scalar) {
            const NdArray& array = value.asArray();
            Handle type = H5::typeForDType(array.dtype());
            if (!type.valid())
                throw TypeError(m_path + ": '" + label + "' has dtype " + array.dtype().name()
                                + ", which plain HDF5 cannot hold");
            writeDataset(group, where, name, array, type.id(), {});
            return;
        }
        if (value.kind() == PyValue::Kind::Bool || value.kind() == PyValue::Kind::Int
            || value.kind() == PyValue::Kind::Float) {
            setScalarAttribute(group, where, name, value);
            return;
        }
        throw TypeError(m_path + ": '" + label + "' is a " + value.typeName() + ", which plain HDF5 cannot hold");
    }

    void writeMapping(hid_t group, const std::string& where, const Entries& entries, bool insideBatch)
    {
        for (const auto& [key, value] : entries)
            writeValue(group, where, key, value, insideBatch);
    }

    std::string m_path;
    Hdf5Compression m_compression;
    bool m_plain = false; // no __data_type__ markers, no pickles
    std::vector<const void*> m_active; // dicts and Batches being written, outermost first
};

} // namespace

void writeTianshouHdf5(const std::string& path, const PyValue& state, const Hdf5Compression& compression)
{
    H5::initLibrary();
    TianshouWriter(path, compression).write(state);
}

void writePlainHdf5(const std::string& path, const Batch& batch, const Hdf5Compression& compression)
{
    H5::initLibrary();
    TianshouWriter(path, compression, true).write(PyValue::batch(std::make_shared<Batch>(batch)));
}

} // namespace ReplayScope::Core
