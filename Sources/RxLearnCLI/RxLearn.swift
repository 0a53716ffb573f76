import ArgumentParser
import Foundation

/// The `rxlearn` command. With no subcommand it opens the notebook; until the notebook exists it
/// lists the bundled lessons and says what is coming.
public struct RxLearn: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "rxlearn",
        abstract: "A terminal notebook for learning reactive programming the RxSwift way.",
        discussion: """
        Lessons mirror the RxSwift documentation. Every example runs against rxlearn's own \
        reactive core, which follows RxSwift 6's API and behaviour.
        """,
        version: version,
        subcommands: [RunCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp("The folder of lesson files to use.", valueName: "dir"))
    var lessons: String?

    public init() {}

    public func run() throws {
        let folder = try LessonFolder.locate(explicit: lessons)
        let chapters = try folder.chapterFiles()
        print("rxlearn \(RxLearn.version): lessons in \(folder.url.path)\n")
        if chapters.isEmpty {
            print("  (no lesson files yet)")
        }
        for chapter in chapters {
            print("  \(chapter)")
        }
        print("""

        The interactive notebook is not built yet: this command will open it once it is.
        Run `swift test` to check the reactive core.
        """)
    }
}
