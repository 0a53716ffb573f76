import ArgumentParser
import Foundation

/// `rxlearn doctor`: checks everything rxlearn needs and says how to fix what is missing.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the Swift toolchain, the built core, rxlearn's folders and the terminal.",
        discussion: "Exits 1 if something is broken; warnings alone exit 0."
    )

    @OptionGroup var options: LessonOptions

    func run() throws {
        let checks = DoctorChecks(options: options, environment: ProcessInfo.processInfo.environment).all()
        checks.forEach { Console.outLine($0.line) }
        let broken = checks.filter { $0.status == .failure }.count
        Console.outLine(broken == 0 ? "rxlearn is ready." : "\(LintSummary.count(broken, "problem")) to fix.")
        if broken > 0 { throw ExitStatus.failure }
    }
}
