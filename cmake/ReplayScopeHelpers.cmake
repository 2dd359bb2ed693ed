# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Project-wide helpers: warnings, layer checks and test registration.

# Warnings on every target of ours (hotspot's set), never on third-party code.
function(rs_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -pedantic -Wno-missing-field-initializers)
endfunction()

# Fails the configure step when a target links anything from a layer above it.
# core targets must not name Qt at all; model targets must not link Widgets.
function(rs_enforce_layer target)
    cmake_parse_arguments(ARG "" "" "FORBID" ${ARGN})
    get_target_property(libs ${target} LINK_LIBRARIES)
    if(NOT libs)
        return()
    endif()
    foreach(lib IN LISTS libs)
        foreach(pattern IN LISTS ARG_FORBID)
            if(lib MATCHES "${pattern}")
                message(FATAL_ERROR "Layering: ${target} links ${lib}, which its layer forbids (${pattern})")
            endif()
        endforeach()
    endforeach()
endfunction()

# Per-test time limit. Sanitizer builds run the same tests 3-10x slower, most of it in
# the kernel faulting in the pages of ASan's own mappings (tst_roundtrip: 160 s alone
# under ASan on a 2-core VM, beyond 300 s beside other tests), so they get longer.
if(CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    set(RS_TEST_TIMEOUT 900)
else()
    set(RS_TEST_TIMEOUT 300)
endif()

# rs_add_test(NAME tst_foo SOURCES tst_foo.cpp LIBS ReplayScope::Core LABELS core [GUI])
# One Qt Test executable per unit; GUI tests run on the offscreen platform.
function(rs_add_test)
    cmake_parse_arguments(ARG "GUI" "NAME" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${ARG_NAME} ${ARG_SOURCES})
    target_link_libraries(${ARG_NAME} PRIVATE Qt6::Test ${ARG_LIBS})
    target_include_directories(${ARG_NAME} PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests)
    target_compile_definitions(${ARG_NAME} PRIVATE
        REPLAYSCOPE_SHARED_DIR="${REPLAYSCOPE_SHARED_DIR}"
        REPLAYSCOPE_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
        REPLAYSCOPE_PYTHON="${REPLAYSCOPE_PYTHON}")
    rs_set_warnings(${ARG_NAME})
    add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME})
    set_tests_properties(${ARG_NAME} PROPERTIES LABELS "${ARG_LABELS}" TIMEOUT ${RS_TEST_TIMEOUT})
    if(ARG_GUI)
        set_tests_properties(${ARG_NAME} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
    endif()
endfunction()
