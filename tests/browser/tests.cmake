# Browser tests: the player in headless Chromium against scorm-again or a local LRS (cmi5), on exported packages.
find_program(QUIZPACK_NODE node)
if(QUIZPACK_NODE)
  set(browser_dir "${CMAKE_CURRENT_LIST_DIR}")
  foreach(name seed kinds failures hostile suspend kinds.unit grading.unit spec.unit qti30 i18n pseudo strings.unit cmi5 preview
               sections chunks)
    add_test(NAME "browser: ${name}"
             COMMAND "${QUIZPACK_NODE}" --test --test-reporter=spec "${browser_dir}/${name}.test.mjs"
             WORKING_DIRECTORY "${browser_dir}")
    set_tests_properties("browser: ${name}" PROPERTIES
      LABELS browser
      TIMEOUT 900
      ENVIRONMENT "QUIZPACK_BIN=$<TARGET_FILE:quizpack>;QUIZPACK_SOURCE_DIR=${CMAKE_SOURCE_DIR};QUIZPACK_SCREENSHOTS=${CMAKE_BINARY_DIR}/screenshots")
  endforeach()
else()
  message(WARNING "node not found: the browser tests are not registered (scripts/install-deps.sh --tests installs it)")
endif()

# The xliff library (npm) reads every file quizpack xliff extract writes.
if(QUIZPACK_NODE)
  add_test(NAME "node: xliff library reads extracted files"
           COMMAND "${QUIZPACK_NODE}" --test --test-reporter=spec "${CMAKE_CURRENT_LIST_DIR}/xliff.test.mjs"
           WORKING_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}")
  set_tests_properties("node: xliff library reads extracted files" PROPERTIES
    TIMEOUT 120
    ENVIRONMENT "QUIZPACK_BIN=$<TARGET_FILE:quizpack>;QUIZPACK_SOURCE_DIR=${CMAKE_SOURCE_DIR}")
endif()

# The formula corpus: quizpack's MathML against temml's, and rendered in Chromium.
if(QUIZPACK_NODE)
  add_test(NAME "browser: math corpus"
           COMMAND "${QUIZPACK_NODE}" --test --test-reporter=spec "${CMAKE_CURRENT_LIST_DIR}/math.test.mjs"
           WORKING_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}")
  set_tests_properties("browser: math corpus" PROPERTIES
    LABELS browser
    TIMEOUT 300
    ENVIRONMENT "QUIZPACK_TEX_BIN=$<TARGET_FILE:quizpack-test-tex>;QUIZPACK_SOURCE_DIR=${CMAKE_SOURCE_DIR};QUIZPACK_SCREENSHOTS=${CMAKE_BINARY_DIR}/screenshots")
endif()

# The preview command's server over HTTP, without a browser: not labelled browser, so it also runs under ASan.
if(QUIZPACK_NODE)
  add_test(NAME "preview: the server refuses foreign hosts, tokenless changes and ../ paths, and Ctrl-C cleans up"
           COMMAND "${QUIZPACK_NODE}" --test --test-reporter=spec "${CMAKE_CURRENT_LIST_DIR}/preview_server.test.mjs"
           WORKING_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}")
  set_tests_properties("preview: the server refuses foreign hosts, tokenless changes and ../ paths, and Ctrl-C cleans up"
    PROPERTIES TIMEOUT 120
    ENVIRONMENT "QUIZPACK_BIN=$<TARGET_FILE:quizpack>;QUIZPACK_SOURCE_DIR=${CMAKE_SOURCE_DIR}")
endif()
