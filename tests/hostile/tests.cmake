# tests/hostile/cases/<name>/: a broken or hostile bank (committed, or made by generate.sh at test time), optional
# args, the expected `quizpack validate` output and exit code; the runner also checks that `quizpack export`
# fails the same way and writes nothing. One ctest per case.
file(GLOB hostile_cases LIST_DIRECTORIES true CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/hostile/cases/*")
foreach(case_dir IN LISTS hostile_cases)
  if(IS_DIRECTORY "${case_dir}")
    get_filename_component(case_name "${case_dir}" NAME)
    add_test(NAME "hostile: ${case_name}"
             COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/hostile/run_case.sh" "$<TARGET_FILE:quizpack>" "${case_dir}")
    set_tests_properties("hostile: ${case_name}" PROPERTIES TIMEOUT 180)
  endif()
endforeach()

# The fuzz targets built with a replay main(): each replays its fuzz/regressions/<target>/ inputs (every crash
# the fuzzers found) and the seed inputs through the same entry point as the fuzzer.
include("${CMAKE_SOURCE_DIR}/fuzz/fuzz_targets.cmake")
quizpack_fuzz_targets(PREFIX replay_ DRIVER "${CMAKE_SOURCE_DIR}/fuzz/replay_main.cpp")
file(GLOB hostile_seed_banks CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/content/*/quiz.json"
     "${CMAKE_SOURCE_DIR}/examples/*/quiz.json")
file(GLOB_RECURSE hostile_seed_gift CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/golden/moodle/*.gift")
file(GLOB_RECURSE hostile_seed_moodle_xml CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/golden/moodle/*.xml")
file(GLOB hostile_seed_qti21 CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/import/qti21/other-tool/content/*.xml")
foreach(target IN LISTS QUIZPACK_FUZZ_TARGET_NAMES)
  set(seeds)
  if(target STREQUAL "load_bank" OR target STREQUAL "bank_export")
    set(seeds ${hostile_seed_banks})
  elseif(target STREQUAL "gift_reader" OR target STREQUAL "gift_import")
    set(seeds ${hostile_seed_gift})
  elseif(target STREQUAL "moodle_xml_import")
    set(seeds ${hostile_seed_moodle_xml})
  elseif(target STREQUAL "qti21_import")
    set(seeds ${hostile_seed_qti21})
  elseif(target STREQUAL "tex")
    set(seeds "${CMAKE_SOURCE_DIR}/tests/math/corpus.txt" "${CMAKE_SOURCE_DIR}/tests/math/spec.txt")
  endif()
  add_test(NAME "fuzz regressions: ${target}"
           COMMAND replay_${target} "${CMAKE_SOURCE_DIR}/fuzz/regressions/${target}" ${seeds})
  set_tests_properties("fuzz regressions: ${target}" PROPERTIES TIMEOUT 300)
endforeach()
