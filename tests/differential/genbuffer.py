# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Random Tianshou buffers, filled through the library's own `add()` as a collector does.

Classes: ReplayBuffer, VectorReplayBuffer (2-4 sub-buffers), PrioritizedReplayBuffer,
PrioritizedVectorReplayBuffer, HERReplayBuffer, CachedReplayBuffer. Episodes end at
random with terminated and/or truncated; rings are filled past their capacity so they
wrap. Every step stores its position inside its episode in `info.t`: that is the ground
truth the oracle uses to tell an episode whose start the ring overwrote (`cut`).
"""
import numpy as np
import torch
from tianshou.data import (Batch, CachedReplayBuffer, HERReplayBuffer, PrioritizedReplayBuffer,
                           PrioritizedVectorReplayBuffer, ReplayBuffer, VectorReplayBuffer)

CLASSES = ["ReplayBuffer", "VectorReplayBuffer", "PrioritizedReplayBuffer",
           "PrioritizedVectorReplayBuffer", "HERReplayBuffer", "CachedReplayBuffer"]


def her_reward(achieved_goal, desired_goal):
    """HER's compute_reward_fn (module level, so pickles can name it)."""
    return -(np.abs(achieved_goal - desired_goal).sum(axis=-1) > 0.5).astype(np.float64)


def _obs_maker(rng, her, features):
    if her:
        k = int(rng.integers(1, 3))
        return lambda g: Batch(observation=g.standard_normal(3).astype(np.float32),
                               achieved_goal=g.standard_normal(k), desired_goal=g.standard_normal(k))
    r = rng.random()
    if r < 0.5:
        dtype = str(rng.choice(["float32", "float64", "uint8", "int64", "float16"]))
        shape = tuple(int(x) for x in rng.integers(1, 4, size=int(rng.integers(0, 3))))
        return lambda g: (g.standard_normal(shape) * 10).astype(dtype)
    if r < 0.65:
        features.add("torch")
        return lambda g: torch.from_numpy(g.standard_normal(2).astype(np.float32))
    features.add("nested")
    return lambda g: Batch(pos=g.standard_normal(2), img=g.integers(0, 255, (2, 2)).astype(np.uint8))


def _info_maker(rng, features):
    extra = rng.random()

    def make(g, t):
        info = {"t": np.int64(t)}
        if extra < 0.3:
            info["x"] = float(g.standard_normal()) if g.random() < 0.9 else float("nan")
        elif extra < 0.4:
            features.add("object")
            info["o"] = np.array(None if g.random() < 0.3 else "s" + str(int(g.integers(9))), dtype=object)
        return info
    return make


def _step(obs, act, info, g, t, p_end, force_end):
    terminated = bool(g.random() < p_end) or force_end
    truncated = bool(g.random() < p_end * 0.6) and not (force_end and terminated and g.random() < 0.5)
    return dict(obs=obs(g), act=act(g), rew=float(np.round(g.standard_normal(), 3)), terminated=terminated,
                truncated=truncated, obs_next=obs(g), info=info(g, t))


def _stack_steps(steps):
    return Batch.stack([Batch(s) for s in steps])


def random_buffer(rng):
    """Returns (buffer, features)."""
    features = set()
    cls = CLASSES[int(rng.integers(len(CLASSES)))]
    features.add("class_" + cls)
    her = cls == "HERReplayBuffer"
    obs = _obs_maker(rng, her, features)
    act_kind = rng.random()
    act = ((lambda g: int(g.integers(0, 4))) if act_kind < 0.5 else
           (lambda g: g.standard_normal(2).astype(np.float32)))
    info = _info_maker(rng, features)
    p_end = float(rng.choice([0.05, 0.15, 0.35]))
    # Frame stacking and obs_next taken from the next obs, now and then (not for HER).
    options = {}
    if not her and rng.random() < 0.15:
        options["stack_num"] = int(rng.integers(2, 4))
        features.add("stack_num")
    if not her and rng.random() < 0.15:
        options["ignore_obs_next"] = True
        features.add("ignore_obs_next")
    if cls in ("VectorReplayBuffer", "PrioritizedVectorReplayBuffer", "CachedReplayBuffer"):
        envs = int(rng.integers(2, 5))
        per = int(rng.integers(2, 9))
        if cls == "VectorReplayBuffer":
            buf = VectorReplayBuffer(per * envs, envs, **options)
        elif cls == "PrioritizedVectorReplayBuffer":
            buf = PrioritizedVectorReplayBuffer(per * envs, envs, alpha=0.6, beta=0.4, **options)
        else:
            buf = CachedReplayBuffer(ReplayBuffer(int(rng.integers(3, 20)), **options), envs, per)
        capacity = buf.maxsize
    else:
        envs, capacity = 1, int(rng.integers(1, 16))
        if cls == "ReplayBuffer":
            buf = ReplayBuffer(capacity, **options)
        elif cls == "PrioritizedReplayBuffer":
            buf = PrioritizedReplayBuffer(capacity, alpha=0.6, beta=0.4, **options)
        else:
            buf = HERReplayBuffer(capacity, compute_reward_fn=her_reward, horizon=int(rng.integers(2, 6)), future_k=4)
    steps = int(rng.integers(1, int(capacity * 2.5) + 2))
    pos = [0] * envs
    limit = per if cls == "CachedReplayBuffer" else 10**9
    for _ in range(steps):
        if envs == 1:
            s = _step(obs, act, info, rng, pos[0], p_end, pos[0] + 1 >= limit)
            buf.add(Batch(s))
            pos[0] = 0 if s["terminated"] or s["truncated"] else pos[0] + 1
            continue
        ids = sorted(int(x) for x in rng.choice(envs, size=int(rng.integers(1, envs + 1)), replace=False))
        rows = [_step(obs, act, info, rng, pos[i], p_end, pos[i] + 1 >= limit) for i in ids]
        buf.add(_stack_steps(rows), buffer_ids=ids)
        for i, s in zip(ids, rows):
            pos[i] = 0 if s["terminated"] or s["truncated"] else pos[i] + 1
    if cls.startswith("Prioritized") and len(buf) and rng.random() < 0.7:
        idx = buf.sample_indices(0)
        buf.update_weight(idx, rng.random(len(idx)) + 0.01)
    if her and len(buf) and rng.random() < 0.5:
        features.add("her_relabelled")
        buf.sample(int(rng.integers(1, 5)))
    if capacity and steps > capacity:
        features.add("wrapped")
    return buf, features
