# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""Stable-Baselines3 replay buffers of other shapes, made from the fixtures SB3 2.8.0
wrote (fixtures/more-formats): the pickled state is loaded with stand-in classes of the
same names (nothing of SB3 or Gymnasium is imported), its arrays re-cut to other
buffer sizes, env counts, positions and fill states, and pickled again with the same
class paths. Prints, per variant, the file and the episodes SB3's own rules give:
per env column, rows oldest first (pos.. then ..pos-1 when full; with
optimize_memory_usage a full buffer skips row pos), split after dones == 1,
truncated when timeouts == 1 too.

    python3 sb3_variants.py FIXTURE_DIR OUT_DIR
"""
import copyreg
import json
import pickle
import sys
import types

import numpy as np

_classes = {}


class _StandIn:
    """Keeps what the pickle said: REDUCE arguments, or the state of NEWOBJ + BUILD."""

    def __init__(self, *args):
        self._args = args

    def __reduce_ex__(self, protocol):
        if self.__dict__.get('_args'):
            return type(self), self._args
        state = {k: v for k, v in self.__dict__.items() if k != '_args'}
        return _newobj, (type(self),), state


_newobj = copyreg.__newobj__


class _Member:
    """An enum member pickled as getattr(cls, 'NAME'), pickled back the same way."""

    def __init__(self, cls, name):
        self.cls, self.name = cls, name

    def __reduce__(self):
        return getattr, (self.cls, self.name)


def _stand_in(module, name):
    key = (module, name)
    if key not in _classes:
        cls = type(name, (_StandIn,), {'__module__': module, '__qualname__': name})
        parts = module.split('.')
        for i in range(1, len(parts) + 1):  # import needs every parent package
            sys.modules.setdefault('.'.join(parts[:i]), types.ModuleType('.'.join(parts[:i])))
        mod = sys.modules[module]
        setattr(mod, name, cls)
        _classes[key] = cls
    return _classes[key]


class _Unpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) == ('builtins', 'getattr'):
            return _Member
        if module.startswith('numpy'):
            return super().find_class(module, name)
        return _stand_in(module, name)


def load(path):
    with open(path, 'rb') as f:
        return _Unpickler(f).load()


def cut(state, rows, envs):
    """Re-cuts every [buffer_size, n_envs, ...] array to the given rows and env columns."""
    def one(a):
        return np.ascontiguousarray(a[rows][:, envs])
    for key, value in list(state.items()):
        if isinstance(value, np.ndarray) and value.ndim >= 2:
            state[key] = one(value)
        elif isinstance(value, dict) and 'observations' in key:
            state[key] = {k: one(v) for k, v in value.items()}
    state['buffer_size'] = len(rows)
    state['n_envs'] = len(envs)


def episodes(state):
    bs, pos, full, opt = state['buffer_size'], state['pos'], state['full'], state['optimize_memory_usage']
    if not full:
        rows = list(range(pos))
    elif opt:
        rows = list(range(pos + 1, bs)) + list(range(pos))
    else:
        rows = list(range(pos, bs)) + list(range(pos))
    out = []
    for env in range(state['n_envs']):
        current = []
        for r in rows:
            current.append(r)
            if state['dones'][r, env]:
                end = 'truncated' if state['timeouts'][r, env] else 'terminated'
                ret = float(sum(np.float64(state['rewards'][x, env]) for x in current))
                out.append({'length': len(current), 'return': ret, 'end': end, 'env': env})
                current = []
        if current:
            ret = float(sum(np.float64(state['rewards'][x, env]) for x in current))
            out.append({'length': len(current), 'return': ret, 'end': 'unfinished', 'env': env})
    return out, len(rows) * state['n_envs']


def main():
    src, out = sys.argv[1], sys.argv[2]
    variants = [
        # name, fixture, rows, envs, pos, full
        ('two_envs_sliced', 'sb3_replay_discrete_wrapped.pkl', list(range(17)), [1, 3], 5, True),
        ('wrapped_at_zero', 'sb3_replay_discrete_wrapped.pkl', list(range(23)), [0, 1, 2], 0, True),
        ('three_envs_not_full', 'sb3_replay_discrete_wrapped.pkl', list(range(20)), [2, 0, 3], 14, False),
        ('optmem_last_pos', 'sb3_replay_optmem_wrapped.pkl', list(range(18)), [1, 0], 17, True),
        ('optmem_not_full', 'sb3_replay_optmem_wrapped.pkl', list(range(12)), [0], 7, False),
        ('dict_two_envs', 'sb3_dict_replay.pkl', list(range(29)), [0, 0], 24, False),
        ('her_one_env_wrapped', 'sb3_her_replay.pkl', list(range(20)), [1], 6, True),
    ]
    records = []
    for name, fixture, rows, envs, pos, full in variants:
        buffer = load(f'{src}/{fixture}')
        state = buffer.__dict__
        cut(state, rows, envs)
        state['pos'], state['full'] = pos, full
        path = f'{out}/{name}.pkl'
        with open(path, 'wb') as f:
            pickle.dump(buffer, f, protocol=5)
        eps, steps = episodes(state)
        records.append({'file': path, 'steps': steps, 'episodes': eps})
    print(json.dumps(records))


main()
