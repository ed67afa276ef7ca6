# Real signals sent to a real export of a generated bank: nothing is left behind, earlier output stays as it was.
add_test(NAME "interrupt: SIGINT, SIGTERM and SIGHUP during export leave nothing behind"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/signals.sh" "$<TARGET_FILE:quizpack>"
                 "$<TARGET_FILE:quizpack-bench-generate>")
add_test(NAME "interrupt: the next run removes what a killed run left"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/killed.sh" "$<TARGET_FILE:quizpack>"
                 "$<TARGET_FILE:quizpack-bench-generate>")
set_tests_properties("interrupt: SIGINT, SIGTERM and SIGHUP during export leave nothing behind"
                     "interrupt: the next run removes what a killed run left" PROPERTIES TIMEOUT 600 RUN_SERIAL TRUE)
add_test(NAME "interrupt: an incremental export rewrites only what changed, and survives a kill"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/incremental.sh" "$<TARGET_FILE:quizpack>"
                 "$<TARGET_FILE:quizpack-bench-generate>")
set_tests_properties("interrupt: an incremental export rewrites only what changed, and survives a kill"
                     PROPERTIES TIMEOUT 600 RUN_SERIAL TRUE)
