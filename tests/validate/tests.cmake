# tests/validate/cases/<name>/: a bank (or none), optional args, the expected output and exit code of
# `quizpack validate`; one ctest per case.
file(GLOB validate_cases LIST_DIRECTORIES true CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/validate/cases/*")
foreach(case_dir IN LISTS validate_cases)
  if(IS_DIRECTORY "${case_dir}")
    get_filename_component(case_name "${case_dir}" NAME)
    add_test(NAME "validate: ${case_name}"
             COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/validate/run_case.sh" "$<TARGET_FILE:quizpack>" "${case_dir}")
  endif()
endforeach()
