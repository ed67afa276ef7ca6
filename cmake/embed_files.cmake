# quizpack_embed(TARGET name NAMESPACE ns DIR dir GLOBS ...): a static library holding the files as a table.
function(quizpack_embed)
  cmake_parse_arguments(E "" "TARGET;FUNCTION;DIR" "GLOBS" ${ARGN})
  set(files)
  foreach(g IN LISTS E_GLOBS)
    file(GLOB_RECURSE found CONFIGURE_DEPENDS RELATIVE "${E_DIR}" "${E_DIR}/${g}")
    list(APPEND files ${found})
  endforeach()
  list(REMOVE_DUPLICATES files)
  list(SORT files)
  set(abs)
  foreach(f IN LISTS files)
    list(APPEND abs "${E_DIR}/${f}")
  endforeach()
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${E_TARGET}.cpp")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DDIR=${E_DIR} -DFUNCTION=${E_FUNCTION} "-DFILES=${files}"
            -P "${CMAKE_SOURCE_DIR}/cmake/embed_generate.cmake"
    DEPENDS ${abs} "${CMAKE_SOURCE_DIR}/cmake/embed_generate.cmake"
    COMMENT "Embedding ${E_DIR}"
    VERBATIM)
  add_library(${E_TARGET} STATIC "${out}")
  target_include_directories(${E_TARGET} PUBLIC "${CMAKE_SOURCE_DIR}/src")
endfunction()
