import ArgumentParser

/// `--lessons DIR`, shared by the root command and the subcommands that open lessons. Declared
/// once as an option group so that `rxlearn present --lessons DIR` and `rxlearn --lessons DIR`
/// fill the same value (two separate `--lessons` options would let the root's shadow the
/// subcommand's).
struct LessonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder of lesson files to use.", valueName: "dir"))
    var lessons: String?
}
