# Room dependencies: src/ follows src/ROOMS, and the check refuses an upward include and a cycle.
add_test(NAME "rooms: every include in src/ follows src/ROOMS"
         COMMAND bash "${CMAKE_SOURCE_DIR}/scripts/check-rooms.sh" "${CMAKE_SOURCE_DIR}/src")
add_test(NAME "rooms: an upward include and a cycle are refused"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/refuses_violations.sh" "${CMAKE_SOURCE_DIR}")
add_test(NAME "rooms: no type name is defined in two headers, and a second definition is refused"
         COMMAND bash "${CMAKE_CURRENT_LIST_DIR}/refuses_duplicate_types.sh" "${CMAKE_SOURCE_DIR}")
