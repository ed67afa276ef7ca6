# quizpack_module(name dir deps...): a static library of the .cpp files directly in src/<dir>
# (an interface library while the folder has none yet).
function(quizpack_module name dir)
  file(GLOB srcs CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/src/${dir}/*.cpp")
  if(srcs)
    add_library(quizpack_${name} STATIC ${srcs})
    target_include_directories(quizpack_${name} PUBLIC "${CMAKE_SOURCE_DIR}/src")
    target_link_libraries(quizpack_${name} PUBLIC quizpack_flags ${ARGN})
  else()
    add_library(quizpack_${name} INTERFACE)
    target_include_directories(quizpack_${name} INTERFACE "${CMAKE_SOURCE_DIR}/src")
    target_link_libraries(quizpack_${name} INTERFACE ${ARGN})
  endif()
endfunction()
