import CellRunner
import Foundation
import LessonKit
import LessonRunner

/// One line of `rxlearn doctor`.
struct DoctorCheck: Equatable {
    enum Status: String {
        case ok = "ok"
        /// Works, with a caveat.
        case warning = "warn"
        /// Broken: doctor exits non-zero.
        case failure = "FAIL"
    }

    let status: Status
    let subject: String
    let detail: String
    /// What to do; empty when nothing needs doing.
    var fix: String = ""

    var line: String {
        let head = status.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0) + "\(subject): \(detail)"
        return fix.isEmpty ? head : head + " — " + fix
    }
}

/// The checks behind `rxlearn doctor`, each one small and independent, in the order a user
/// would fix things: compiler, core, a real cell, the folders rxlearn writes, lessons, terminal.
struct DoctorChecks {
    let options: LessonOptions
    let environment: [String: String]

    func all() -> [DoctorCheck] {
        let (toolchainCheck, toolchain) = self.toolchain()
        let (coreCheck, core) = self.core()
        var checks = [toolchainCheck, coreCheck]
        if let toolchain, let core {
            checks.append(tinyCell(toolchain: toolchain, core: core))
        } else {
            checks.append(DoctorCheck(status: .failure, subject: "a tiny cell", detail: "not tried, since the compiler or the core is missing",
                                      fix: "fix the lines above first"))
        }
        checks.append(writable(CellCache.userDefault(environment: environment).root, subject: "cell cache"))
        checks.append(progress())
        checks.append(workspace())
        checks.append(lessons())
        checks.append(terminal())
        return checks
    }

    private func toolchain() -> (DoctorCheck, SwiftToolchain?) {
        do {
            let toolchain = try SwiftToolchain.locate(environment: environment)
            let version = (try? toolchain.versionString(cache: CellCache.userDefault(environment: environment)))?
                .split(separator: "\n").first.map(String.init) ?? "version unknown"
            return (DoctorCheck(status: .ok, subject: "Swift compiler", detail: "\(toolchain.swiftc.path) (\(version))"), toolchain)
        } catch {
            return (DoctorCheck(status: .failure, subject: "Swift compiler", detail: "not found", fix: "\(error)"), nil)
        }
    }

    private func core() -> (DoctorCheck, CoreBuild?) {
        do {
            let core = try CoreBuild.locate(moduleNames: LessonCellTemplate.moduleNames, environment: environment)
            let modules = LessonCellTemplate.moduleNames.joined(separator: ", ")
            return (DoctorCheck(status: .ok, subject: "reactive core", detail: "\(modules) built in \(PathDisplay.relativeToCurrentDirectory(core.directory))"), core)
        } catch {
            return (DoctorCheck(status: .failure, subject: "reactive core", detail: "not found", fix: "\(error)"), nil)
        }
    }

    /// Compiles, links and runs a cell that has never been compiled before (so the compiler
    /// really runs), then removes it from the cache.
    private func tinyCell(toolchain: SwiftToolchain, core: CoreBuild) -> DoctorCheck {
        let compiler = CellCompiler(toolchain: toolchain, core: core, cache: CellCache.userDefault(environment: environment),
                                    template: LessonCellTemplate.template)
        let runner = LessonCellRunner(executor: CellExecutor(compiler: compiler))
        let code = "// rxlearn doctor \(UUID().uuidString)\nObservable.of(1, 2).map { $0 * 21 }.subscribe(onNext: { print($0) }).dispose()"
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let report = try runner.run(program: code, options: .init(timeLimit: .seconds(20)))
            let elapsed = clock.now - started
            if let executable = report.executable { compiler.cache.removeEntry(executable: executable) }
            guard report.status == .finished, report.stdout == "21\n42\n" else {
                return DoctorCheck(status: .failure, subject: "a tiny cell", detail: report.problem ?? "printed \(report.stdout.debugDescription) instead of \"21\\n42\\n\"",
                                   fix: "run `swift build` again; if it persists, remove \(compiler.cache.root.path) and retry")
            }
            return DoctorCheck(status: .ok, subject: "a tiny cell", detail: "compiled, linked and ran in \(CellReportText.milliseconds(elapsed)) ms")
        } catch {
            return DoctorCheck(status: .failure, subject: "a tiny cell", detail: "could not be built", fix: "\(error)")
        }
    }

    /// Creates the folder if needed and writes and removes a file in it.
    private func writable(_ folder: URL, subject: String) -> DoctorCheck {
        let shown = PathDisplay.relativeToCurrentDirectory(folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let probe = folder.appendingPathComponent(".rxlearn-doctor-\(getpid())")
            try Data("probe".utf8).write(to: probe)
            try FileManager.default.removeItem(at: probe)
            return DoctorCheck(status: .ok, subject: subject, detail: "\(shown) is writable")
        } catch {
            return DoctorCheck(status: .failure, subject: subject, detail: "\(shown) is not writable (\(error.localizedDescription))",
                               fix: "make the folder writable, or point XDG_CACHE_HOME / XDG_STATE_HOME elsewhere")
        }
    }

    private func progress() -> DoctorCheck {
        let store = ProgressStore(fileURL: ProgressLocation.resolve(environment: environment, homeDirectory: home))
        let folderCheck = writable(store.fileURL.deletingLastPathComponent(), subject: "progress")
        guard folderCheck.status == .ok else { return folderCheck }
        do {
            let snapshot = try store.load()
            if let note = snapshot.diagnostics.first {
                return DoctorCheck(status: .warning, subject: "progress", detail: note.message, fix: note.fix)
            }
            let lessons = snapshot.progress.lessons.count
            return DoctorCheck(status: .ok, subject: "progress", detail: "\(PathDisplay.relativeToCurrentDirectory(store.fileURL)) (\(LintSummary.count(lessons, "lesson")) with progress)")
        } catch {
            return DoctorCheck(status: .failure, subject: "progress", detail: "\(error)", fix: "move the file aside to start afresh")
        }
    }

    private func workspace() -> DoctorCheck {
        let root = WorkspaceLocation.resolve(explicit: options.workspace, environment: environment, homeDirectory: home,
                                             currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            return DoctorCheck(status: .ok, subject: "workspace", detail: "\(root.path) (not created yet; edited cells go there)")
        }
        guard isDirectory.boolValue else {
            return DoctorCheck(status: .failure, subject: "workspace", detail: "\(root.path) is a file, not a folder",
                               fix: "move it away, or choose another folder with --workspace or RXLEARN_WORKSPACE")
        }
        return writable(root, subject: "workspace")
    }

    private func lessons() -> DoctorCheck {
        do {
            let loaded = try options.loadLessons()
            let summary = LintSummary(loaded: loaded).text
            return loaded.hasErrors
                ? DoctorCheck(status: .warning, subject: "lessons", detail: summary, fix: "`rxlearn lint` lists the problems")
                : DoctorCheck(status: .ok, subject: "lessons", detail: summary)
        } catch {
            return DoctorCheck(status: .failure, subject: "lessons", detail: "\(error)", fix: "pass --lessons DIR or set RXLEARN_LESSONS")
        }
    }

    private func terminal() -> DoctorCheck {
        let terminal = TerminalCapabilities.current(environment: environment)
        if let (problem, fix) = terminal.notebookProblem {
            return DoctorCheck(status: .warning, subject: "terminal", detail: "\(terminal.summary); \(problem)", fix: fix)
        }
        return DoctorCheck(status: .ok, subject: "terminal", detail: terminal.summary)
    }

    private var home: URL {
        environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    }
}
