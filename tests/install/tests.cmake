# The Debian package built by cpack, unpacked into a scratch root: its quizpack, man page and completions work.
add_test(NAME "install: the Debian package holds a working quizpack, man page and shell completions"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/deb.sh" "${CMAKE_CPACK_COMMAND}" "${CMAKE_BINARY_DIR}"
                 "$<TARGET_FILE:quizpack>" "${CMAKE_SOURCE_DIR}")
set_tests_properties("install: the Debian package holds a working quizpack, man page and shell completions"
                     PROPERTIES TIMEOUT 300 RUN_SERIAL TRUE)
