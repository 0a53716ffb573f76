import ArgumentParser
import Foundation
import LessonKit

/// How the notebook shows a lesson, for the commands that open it (`rxlearn`, `open`,
/// `present`): `--show-expected`, or the learner's config file, shows what each cell should do
/// before it runs.
struct NotebookOptions: ParsableArguments {
    @Flag(name: .customLong("show-expected"), help: HelpText.help(CLIText.Help.showExpectedFlag))
    var showExpected = false

    /// The flag, else the config file's setting; a line of the file rxlearn does not understand
    /// is said on standard error and ignored.
    func showsExpected(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if showExpected { return true }
        let settings = NotebookSettings.read(environment: environment)
        for problem in settings.problems { Console.errLine("rxlearn: " + problem) }
        return settings.showExpected
    }
}

/// The learner's settings file: `$XDG_CONFIG_HOME/rxlearn/config`, else
/// `$HOME/.config/rxlearn/config`. Lines of `name = value`; `#` starts a comment. The one
/// setting is `show-expected = true|false`. A missing file is no settings.
struct NotebookSettings: Equatable {
    var showExpected = false
    /// Sentences about lines that are not settings, in the learner's language.
    var problems: [String] = []

    static func file(environment: [String: String]) -> URL {
        UserFolders(environment: environment).configHome.appendingPathComponent("rxlearn/config")
    }

    static func read(environment: [String: String]) -> NotebookSettings {
        let url = file(environment: environment)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return NotebookSettings()
        }
        return parse(text, place: url.path)
    }

    static func parse(_ text: String, place: String) -> NotebookSettings {
        var settings = NotebookSettings()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if parts.count == 2, parts[0] == "show-expected", let value = ["true": true, "yes": true, "false": false, "no": false][parts[1]] {
                settings.showExpected = value
            } else {
                settings.problems.append(CLIText.Help.configProblem("\(place):\(index + 1)", trimmed).text)
            }
        }
        return settings
    }
}
