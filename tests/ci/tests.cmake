# The ready-made CI integration: the GitHub Action's steps, run here as a runner would run them.
add_test(NAME "ci: the GitHub Action's steps annotate a broken bank and pass a good one"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/action_steps.sh" "$<TARGET_FILE:quizpack>" "${CMAKE_SOURCE_DIR}")
add_test(NAME "ci: export and validate shards of 100 banks take each bank exactly once for N = 1, 3 and 7"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/shards.sh" "$<TARGET_FILE:quizpack>" "${CMAKE_SOURCE_DIR}")
