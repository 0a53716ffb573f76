import ArgumentParser
import Foundation

/// `rxlearn doctor`: checks everything rxlearn needs and says how to fix what is missing.
struct DoctorCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "doctor",
            abstract: HelpText.abstract(CLIText.Help.doctorAbstract),
            discussion: HelpText.discussion(CLIText.Help.doctorDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions

    func run() throws {
        let checks = DoctorChecks(options: options, environment: ProcessInfo.processInfo.environment).all()
        checks.forEach { Console.outLine($0.line) }
        let broken = checks.filter { $0.status == .failure }.count
        Console.outLine((broken == 0 ? CLIText.Doctor.ready : CLIText.Doctor.problemsToFix(broken)).text)
        if broken > 0 { throw ExitStatus.failure }
    }
}
