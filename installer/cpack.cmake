# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# CPack: a Debian package (DEB) and a plain archive (TGZ) of what `cmake --install`
# puts in place: both programs, the desktop file, icons, AppStream metainfo and the
# MIME types. Translations are compiled into the binary, so no files for them.
# Included at the end of the top-level CMakeLists.txt, after every install() rule.
#
#   cmake --preset release && cmake --build --preset release && cd build/release && cpack
#
# or scripts/build-package.sh, which does exactly that.

set(CPACK_PACKAGE_NAME "replayscope")
set(CPACK_PACKAGE_VENDOR "ReplayScope developers")
set(CPACK_PACKAGE_CONTACT "ReplayScope developers <replayscope@example.org>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "ReplayScope")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_SOURCE_GENERATOR "")
# Packages land in the build tree's packages/ folder, named like Debian's own files.
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_STRIP_FILES ON)

# --- DEB ---
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # replayscope_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# The synopsis line comes from CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the long text.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "ReplayScope opens saved replay buffers and datasets (Tianshou pickles and HDF5,
D4RL, Minari, numpy .npy/.npz, RLlib JSON) with a safe pickle reader that never
executes anything from the file, and shows keys, data, episodes and plots.
The package holds the Qt desktop application and replayscope-cli.")
# Library dependencies are computed from the binaries by dpkg-shlibdeps (dpkg-dev), so
# they name exactly the Debian packages of the libraries we link, with their versions.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see because Qt loads it as a plugin at run time: the SVG
# icon engine and image plugin (every icon we bundle is an SVG).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Qt's own translations (standard buttons and dialogs) for the non-English interfaces;
# the menus, docks and labels are translated without them.
# The HDF5 filter plugins libhdf5 loads at run time (issue 19): LZ4 and BZip2,
# Bitshuffle, Blosc. Without them such datasets say which package to install.
# A CJK font (issue 22): Debian's desktops do not always have one, and the Chinese and
# Japanese interfaces would show boxes.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "qt6-translations-l10n, hdf5-filter-plugin, bitshuffle, hdf5-filter-plugin-blosc-serial, fonts-noto-cjk")
# Caches refreshed by dpkg triggers when they are installed; without them the files
# just sit unused, so they are suggestions only.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "shared-mime-info, desktop-file-utils, hicolor-icon-theme")

# TGZ: the same tree (bin/, share/) to unpack anywhere; it needs the same libraries.

include(CPack)
