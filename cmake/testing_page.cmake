# Does docs/testing.md name every test of the suite? (cmake -P script, run
# as the ctest test_testing_page.)
#
# Each test's name must appear in the page as a whole word; a test of the
# parameter database (NAME_db1, NAME_db2, ...) is named by its first,
# NAME_db0, since their number follows the database.
# Inputs: ROOT (source tree), NAMES (a file holding the suite's test names,
# a CMake list, written at configure time by tests/CMakeLists.txt).

file(READ "${ROOT}/docs/testing.md" page)
file(READ "${NAMES}" names)
set(missing "")
foreach(name IN LISTS names)
  string(REGEX REPLACE "_db[0-9]+$" "_db0" shown "${name}")
  if(NOT page MATCHES "(^|[^A-Za-z0-9_])${shown}([^A-Za-z0-9_]|$)")
    list(APPEND missing ${shown})
  endif()
endforeach()
if(missing)
  list(REMOVE_DUPLICATES missing)
  string(REPLACE ";" ", " missing "${missing}")
  message(FATAL_ERROR "docs/testing.md does not name these tests: ${missing}")
endif()
list(LENGTH names count)
message(STATUS "docs/testing.md names all ${count} tests")
