#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
"""What to_hdf5 writes for a dict of Python numbers (tianshou-spec 4.5 rule 4): attributes
only, no dataset anywhere.

Used by tests/cli/tst_cliconvert.cpp."""
import sys, h5py
with h5py.File(sys.argv[1], 'w') as f:
    f.attrs['rew'] = 2.5
    f.attrs['count'] = 7
    f.attrs['done'] = True
    g = f.create_group('sub')
    g.attrs['gamma'] = 0.99
print('ok')
