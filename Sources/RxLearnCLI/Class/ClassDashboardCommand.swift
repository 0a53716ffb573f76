import ArgumentParser
import ClassLink
import Foundation

/// `rxlearn class dashboard`: the running class on the terminal, redrawn every second until `q`;
/// printed once as plain text when standard output is not a terminal.
struct ClassDashboardCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "dashboard", abstract: HelpText.abstract(CLIText.Class.dashboardAbstract))
    }

    @OptionGroup var data: ClassDataOption

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let teacher = try ClassTeacher.find(in: data.folder).get(or: ClassLinkWords.failure)
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            let snapshot = try teacher.snapshot().get(or: ClassLinkWords.failure)
            ClassDashboardText(snapshot: snapshot, width: 200).lines().forEach { Console.outLine($0) }
            return
        }
        let keys = KeyReader()
        defer { keys.restore() }
        // The alternate screen, as a full-screen program: the teacher's scrollback is left as it was.
        Console.out("\u{1B}[?1049h\u{1B}[?25l")
        defer { Console.out("\u{1B}[?25h\u{1B}[?1049l") }
        while true {
            let size = TerminalCapabilities.current().size ?? (columns: 80, rows: 24)
            var lines: [String]
            switch teacher.snapshot() {
            case .success(let snapshot): lines = ClassDashboardText(snapshot: snapshot, width: size.columns).lines()
            case .failure(let error): lines = [ClassLinkWords.sentence(error)]
            }
            lines = Array(lines.prefix(max(1, size.rows - 2))) + ["", CLIText.Class.dashboardKeys.text]
            Console.out("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
            for _ in 0 ..< 10 {
                if let key = keys.nextKey(), key == "q" || key == "Q" { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }
}
