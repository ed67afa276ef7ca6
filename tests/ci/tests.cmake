# The ready-made CI integration: the GitHub Action's steps, run here as a runner would run them.
add_test(NAME "ci: the GitHub Action's steps annotate a broken bank and pass a good one"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/action_steps.sh" "$<TARGET_FILE:quizpack>" "${CMAKE_SOURCE_DIR}")
