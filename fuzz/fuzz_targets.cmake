# quizpack_fuzz_targets(PREFIX <prefix> [DRIVER <file>] [LINK_OPTIONS <opt>...]): one executable per
# fuzz/targets/<name>.cpp, named <prefix><name>, over a shared support library. With DRIVER the targets get
# a main() that replays input files (normal builds); without it libFuzzer provides main().
set(QUIZPACK_FUZZ_DIR "${CMAKE_CURRENT_LIST_DIR}")

function(quizpack_fuzz_targets)
  cmake_parse_arguments(arg "" "PREFIX;DRIVER" "LINK_OPTIONS" ${ARGN})
  file(GLOB support_srcs CONFIGURE_DEPENDS "${QUIZPACK_FUZZ_DIR}/support/*.cpp")
  add_library(${arg_PREFIX}support STATIC ${support_srcs})
  target_include_directories(${arg_PREFIX}support PUBLIC "${QUIZPACK_FUZZ_DIR}")
  target_link_libraries(${arg_PREFIX}support PUBLIC quizpack_lib quizpack_flags)
  set_source_files_properties("${QUIZPACK_FUZZ_DIR}/support/bank_folder.cpp" PROPERTIES COMPILE_DEFINITIONS
                              "QUIZPACK_SOURCE_DIR=\"${CMAKE_SOURCE_DIR}\"")

  file(GLOB target_srcs CONFIGURE_DEPENDS "${QUIZPACK_FUZZ_DIR}/targets/*.cpp")
  set(names)
  foreach(src IN LISTS target_srcs)
    get_filename_component(name "${src}" NAME_WE)
    add_executable(${arg_PREFIX}${name} "${src}" ${arg_DRIVER})
    target_link_libraries(${arg_PREFIX}${name} PRIVATE ${arg_PREFIX}support)
    if(arg_LINK_OPTIONS)
      target_link_options(${arg_PREFIX}${name} PRIVATE ${arg_LINK_OPTIONS})
    endif()
    list(APPEND names "${name}")
  endforeach()
  set(QUIZPACK_FUZZ_TARGET_NAMES "${names}" PARENT_SCOPE)
endfunction()
