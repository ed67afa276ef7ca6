# Install rules, the man page and completions generated from the built quizpack, and the Debian package (CPack).
include(GNUInstallDirs)
find_program(QUIZPACK_HELP2MAN help2man REQUIRED)
find_program(QUIZPACK_GZIP gzip REQUIRED)

set(shell_dir "${CMAKE_BINARY_DIR}/shell")
set(shell_files "${shell_dir}/quizpack.bash" "${shell_dir}/_quizpack" "${shell_dir}/quizpack.fish"
                "${shell_dir}/quizpack.1" "${shell_dir}/quizpack.1.gz")
add_custom_command(
  OUTPUT ${shell_files}
  COMMAND ${CMAKE_COMMAND} -DQUIZPACK=$<TARGET_FILE:quizpack> -DOUT_DIR=${shell_dir} -DHELP2MAN=${QUIZPACK_HELP2MAN}
          -DGZIP=${QUIZPACK_GZIP} -DINCLUDE=${CMAKE_SOURCE_DIR}/cmake/quizpack.h2m
          -P "${CMAKE_SOURCE_DIR}/cmake/shell_files_generate.cmake"
  DEPENDS quizpack "${CMAKE_SOURCE_DIR}/cmake/shell_files_generate.cmake" "${CMAKE_SOURCE_DIR}/cmake/quizpack.h2m"
  COMMENT "Generating the man page and shell completions from quizpack"
  VERBATIM)
add_custom_target(quizpack_shell_files ALL DEPENDS ${shell_files})

install(TARGETS quizpack RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(FILES "${shell_dir}/quizpack.1.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES "${shell_dir}/quizpack.bash" DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions"
        RENAME quizpack)
install(FILES "${shell_dir}/_quizpack" DESTINATION "${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions")
install(FILES "${shell_dir}/quizpack.fish" DESTINATION "${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME quizpack)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "quizpack validates multilingual question banks and exports them as SCORM 1.2 and SCORM 2004 packages,
IMS QTI 2.1 content packages, and Moodle GIFT and Moodle XML files. The XML Schemas it validates
against are built into the program.")
set(CPACK_PACKAGE_CONTACT "quizpack maintainers <maintainers@users.noreply.a-seed-f387e1e4.example>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
include(CPack)
