# Formulas: the converter's helper for the node tests (temml comparison, rendering in Chromium).
add_executable(quizpack-test-tex "${CMAKE_CURRENT_LIST_DIR}/tex_convert_main.cpp")
target_link_libraries(quizpack-test-tex PRIVATE quizpack_math quizpack_flags nlohmann_json::nlohmann_json)
