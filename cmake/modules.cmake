# quizpack_module(name dir deps...): a static library of the .cpp files directly in src/<dir>.
function(quizpack_module name dir)
  file(GLOB srcs CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/src/${dir}/*.cpp")
  add_library(quizpack_${name} STATIC ${srcs})
  target_include_directories(quizpack_${name} PUBLIC "${CMAKE_SOURCE_DIR}/src")
  target_link_libraries(quizpack_${name} PUBLIC quizpack_flags ${ARGN})
endfunction()
