# tests/cli/cases/<name>/: a `command` line run in the source folder, its expected stdout, stderr and exit
# code; one ctest per case.
file(GLOB cli_cases LIST_DIRECTORIES true CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/cli/cases/*")
foreach(case_dir IN LISTS cli_cases)
  if(IS_DIRECTORY "${case_dir}")
    get_filename_component(case_name "${case_dir}" NAME)
    add_test(NAME "cli: ${case_name}" COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/cli/run_case.sh"
                                              "$<TARGET_FILE:quizpack>" "${CMAKE_SOURCE_DIR}" "${case_dir}")
  endif()
endforeach()
