# Writes quizpack's bash, zsh and fish completions and its man page (help2man, with every command's usage).
file(MAKE_DIRECTORY "${OUT_DIR}")
foreach(shell IN ITEMS bash zsh fish)
  set(name "quizpack.${shell}")
  if(shell STREQUAL "zsh")
    set(name "_quizpack")
  endif()
  execute_process(COMMAND "${QUIZPACK}" completion ${shell} OUTPUT_FILE "${OUT_DIR}/${name}"
                  COMMAND_ERROR_IS_FATAL ANY)
endforeach()

# The commands listed under "Subcommands:" in quizpack --help, each with its own usage, as roff.
execute_process(COMMAND "${QUIZPACK}" --help OUTPUT_VARIABLE help COMMAND_ERROR_IS_FATAL ANY)
string(REGEX MATCH "\nSubcommands:\n([^\n]+\n)+" listed "${help}")
string(REGEX MATCHALL "\n  [a-z][a-z0-9-]*" names "${listed}")
set(commands "[COMMANDS]\n")
foreach(entry IN LISTS names)
  string(STRIP "${entry}" command)
  execute_process(COMMAND "${QUIZPACK}" help ${command} OUTPUT_VARIABLE usage COMMAND_ERROR_IS_FATAL ANY)
  string(REPLACE "\\" "\\e" usage "${usage}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" usage "${usage}")
  string(APPEND commands ".SS \"quizpack ${command}\"\n.nf\n${usage}.fi\n")
endforeach()
if(commands STREQUAL "[COMMANDS]\n")
  message(FATAL_ERROR "no commands found in quizpack --help")
endif()
file(READ "${INCLUDE}" fixed)
file(WRITE "${OUT_DIR}/quizpack.h2m" "${commands}${fixed}")

execute_process(COMMAND "${HELP2MAN}" --no-info --section=1
                        "--name=validate multilingual question banks and export them to SCORM, QTI and Moodle"
                        "--include=${OUT_DIR}/quizpack.h2m" "--output=${OUT_DIR}/quizpack.1" "${QUIZPACK}"
                COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${GZIP}" -9nf --keep "${OUT_DIR}/quizpack.1" COMMAND_ERROR_IS_FATAL ANY)
