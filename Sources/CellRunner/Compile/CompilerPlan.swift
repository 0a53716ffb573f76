import Foundation

/// The jobs `swiftc` runs to build a cell — the frontend, then the link steps — learned once from
/// `swiftc -###` and remembered in the cache, so that compiling a cell starts the frontend
/// directly instead of the driver first.
///
/// Why: the driver spends 30–90 ms on this machine working out its plan before the frontend
/// starts — a third of the whole compile of a one-line program — and its plan is the same for
/// every cell with the same compiler, flags and paths (all of which name the plan). What changes
/// per cell is only where the files are: the plan is learned for a placeholder main file and
/// output, and the driver's scratch folder is replaced by the cell's own work folder.
///
/// When `-###` gives anything this does not understand, there is no plan and cells go through
/// the driver as before.
struct CompilerPlan: Codable, Equatable {
    struct Job: Codable, Equatable {
        let executable: String
        let arguments: [String]
    }

    /// The jobs in order; nil when the driver's plan could not be read (use the driver).
    let jobs: [Job]?
    /// The driver's scratch folder in `jobs`, replaced by the cell's work folder.
    let driverScratchFolder: String?

    /// The folder the plan is learned for; real compiles put `main.swift` and `cell` in their own.
    static let placeholderFolder = "/rxlearn-compiler-plan"
    static let mainFileName = "main.swift"
    static let outputFileName = "cell"

    /// The plan's jobs for one compile whose `main.swift` and output `cell` are in `workFolder`,
    /// which also takes the intermediate files.
    func jobs(workFolder: URL) -> [Job]? {
        guard let jobs, let driverScratchFolder else { return nil }
        let replacements = [(Self.placeholderFolder + "/", workFolder.path + "/"), (driverScratchFolder + "/", workFolder.path + "/")]
        return jobs.map { job in
            Job(executable: job.executable, arguments: job.arguments.map { argument in
                replacements.reduce(argument) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            })
        }
    }

    /// Reads the output of `swiftc … -### -o <placeholder>/cell <placeholder>/main.swift`: one job
    /// per line, its words quoted the way a POSIX shell reads them. Only a plan of the expected
    /// shape is accepted: absolute executables, the first job the frontend compiling the main
    /// file into the driver's scratch folder, the last one writing the output.
    static func parse(driverOutput: String) -> CompilerPlan {
        let lines = driverOutput.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var jobs: [Job] = []
        for line in lines {
            guard let words = ShellWords.split(line), let executable = words.first, executable.hasPrefix("/") else { return .unusable }
            jobs.append(Job(executable: executable, arguments: Array(words.dropFirst())))
        }
        let main = placeholderFolder + "/" + mainFileName
        let output = placeholderFolder + "/" + outputFileName
        guard let frontend = jobs.first, frontend.arguments.first == "-frontend", frontend.arguments.contains(main),
              let outputFlag = frontend.arguments.lastIndex(of: "-o"), outputFlag + 1 < frontend.arguments.count,
              let last = jobs.last, last.arguments.contains(output) else { return .unusable }
        let scratch = URL(fileURLWithPath: frontend.arguments[outputFlag + 1]).deletingLastPathComponent().path
        guard scratch.hasPrefix("/"), scratch != "/", scratch != placeholderFolder else { return .unusable }
        return CompilerPlan(jobs: jobs, driverScratchFolder: scratch)
    }

    static let unusable = CompilerPlan(jobs: nil, driverScratchFolder: nil)

    /// Whether the programs and the object files the plan names, besides the compile's own, are
    /// still there. A remembered plan outlives system updates: a new C compiler moves the start
    /// files a direct link names (`DirectLink`), and then the plan is learned again.
    var namedFilesExist: Bool {
        guard let jobs else { return true }
        let ownFolders = [Self.placeholderFolder + "/"] + (driverScratchFolder.map { [$0 + "/"] } ?? [])
        let files = jobs.flatMap { job in
            [job.executable] + job.arguments.filter { argument in
                argument.hasPrefix("/") && argument.hasSuffix(".o") && !ownFolders.contains { argument.hasPrefix($0) }
            }
        }
        return files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// The name the driver gives a failed job in its message ("link command failed …").
    static func kind(of job: Job, isLast: Bool) -> String {
        if job.arguments.first == "-frontend" { return "compile" }
        if isLast { return "link" }
        let name = URL(fileURLWithPath: job.executable).lastPathComponent
        return name.hasPrefix("swift-") ? String(name.dropFirst("swift-".count)) : name
    }
}

/// Splits one command line into words as a POSIX shell would: blanks separate words, single
/// quotes keep everything literally, double quotes keep everything but `\"`, `\\`, `\$` and
/// `` \` ``, and a backslash outside quotes keeps the next character. Nil for an unterminated
/// quote. (The driver quotes arguments with spaces or quotes in single quotes.)
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
                if !closed { return nil }
            case "\\":
                inWord = true
                guard let escaped = characters.next() else { return nil }
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
