// The quizpack command: argument parsing, progress and exit codes; the work is done by the library.
int main() { return 0; }
