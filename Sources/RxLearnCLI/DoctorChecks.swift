import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Marbles

/// One line of `rxlearn doctor`.
struct DoctorCheck: Equatable {
    enum Status {
        case ok
        /// Works, with a caveat.
        case warning
        /// Broken: doctor exits non-zero.
        case failure

        /// `ok`, `warn`, `FAIL`, in the learner's language.
        var text: String {
            switch self {
            case .ok: CLIText.Doctor.ok.text
            case .warning: CLIText.Doctor.warning.text
            case .failure: CLIText.Doctor.failure.text
            }
        }
    }

    let status: Status
    let subject: String
    let detail: String
    /// What to do; empty when nothing needs doing.
    var fix: String = ""

    var line: String {
        DisplayWidth.padded(status.text, to: 5) + CLIText.Doctor.line(subject: subject, detail: detail, fix: fix).text
    }
}

/// The checks behind `rxlearn doctor`, each one small and independent, in the order a user
/// would fix things: compiler, core, a real cell, the folders rxlearn writes, lessons, terminal.
struct DoctorChecks {
    private typealias Words = CLIText.Doctor

    let options: LessonOptions
    let environment: [String: String]

    func all() -> [DoctorCheck] {
        let (toolchainCheck, toolchain) = self.toolchain()
        let (coreCheck, core) = self.core()
        var checks = [toolchainCheck, coreCheck]
        // Before the tiny cell, whose compile mends what this finds.
        let cache = CellCache.userDefault(environment: environment)
        let cacheHealth = cache.health
        if let toolchain, let core {
            checks.append(tinyCell(toolchain: toolchain, core: core))
            checks.append(cellReach(core: core))
        } else {
            checks.append(DoctorCheck(status: .failure, subject: Words.tinyCell.text, detail: Words.notTried.text, fix: Words.fixAboveFirst.text))
        }
        checks.append(cellCache(cache, health: cacheHealth))
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
                .split(separator: "\n").first.map(String.init) ?? Words.versionUnknown.text
            return (DoctorCheck(status: .ok, subject: Words.compiler.text, detail: "\(toolchain.swiftc.path) (\(version))"), toolchain)
        } catch {
            return (DoctorCheck(status: .failure, subject: Words.compiler.text, detail: Words.notFound.text, fix: "\(error)"), nil)
        }
    }

    private func core() -> (DoctorCheck, CoreBuild?) {
        do {
            let core = try CoreBuild.locate(moduleNames: LessonCellTemplate.moduleNames, environment: environment)
            let built = Words.coreBuilt(LessonCellTemplate.moduleNames, in: PathDisplay.relativeToCurrentDirectory(core.directory))
            return (DoctorCheck(status: .ok, subject: Words.core.text, detail: built.text), core)
        } catch {
            return (DoctorCheck(status: .failure, subject: Words.core.text, detail: Words.notFound.text, fix: "\(error)"), nil)
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
                return DoctorCheck(status: .failure, subject: Words.tinyCell.text, detail: report.problem ?? Words.printedInstead(report.stdout.debugDescription).text,
                                   fix: Words.rebuild(removing: compiler.cache.root.path).text)
            }
            return DoctorCheck(status: .ok, subject: Words.tinyCell.text, detail: Words.ranIn(CellReportText.milliseconds(elapsed)).text)
        } catch {
            return DoctorCheck(status: .failure, subject: Words.tinyCell.text, detail: Words.couldNotBeBuilt.text, fix: "\(error)")
        }
    }

    /// Writable, and whole: a cache that was moved, or whose compiled cells lost their programs,
    /// is mended on the next compile, and said here.
    private func cellCache(_ cache: CellCache, health: CellCache.Health) -> DoctorCheck {
        let writable = self.writable(cache.root, subject: Words.cellCache.text)
        guard writable.status == .ok else { return writable }
        if let origin = health.movedFrom {
            return DoctorCheck(status: .warning, subject: Words.cellCache.text, detail: Words.cacheMoved(from: origin).text)
        }
        if health.cellsWithoutProgram > 0 {
            return DoctorCheck(status: .warning, subject: Words.cellCache.text, detail: Words.cellsWithoutProgram(health.cellsWithoutProgram).text)
        }
        return writable
    }

    /// What a cell can reach on this system (`CellConfinement`).
    private func cellReach(core: CoreBuild) -> DoctorCheck {
        guard CellConfinement.level(launcher: core.launcher) == .isolated else {
            return DoctorCheck(status: .warning, subject: Words.cellReach.text, detail: Words.cellsWithAccountAccess.text,
                               fix: Words.allowUserNamespaces.text)
        }
        return DoctorCheck(status: .ok, subject: Words.cellReach.text, detail: Words.cellsIsolated.text)
    }

    /// Creates the folder if needed and writes and removes a file in it.
    private func writable(_ folder: URL, subject: String) -> DoctorCheck {
        let shown = PathDisplay.relativeToCurrentDirectory(folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let probe = folder.appendingPathComponent(".rxlearn-doctor-\(getpid())")
            try Data("probe".utf8).write(to: probe)
            try FileManager.default.removeItem(at: probe)
            return DoctorCheck(status: .ok, subject: subject, detail: Words.writable(shown).text)
        } catch {
            return DoctorCheck(status: .failure, subject: subject, detail: Words.notWritable(shown, CacheProblem.reason(of: error, at: folder)).text,
                               fix: Words.makeWritable.text)
        }
    }

    private func progress() -> DoctorCheck {
        let store = ProgressStore(fileURL: ProgressLocation.resolve(environment: environment))
        let folderCheck = writable(store.fileURL.deletingLastPathComponent(), subject: Words.progress.text)
        guard folderCheck.status == .ok else { return folderCheck }
        do {
            let snapshot = try store.load()
            if let note = snapshot.diagnostics.first {
                return DoctorCheck(status: .warning, subject: Words.progress.text, detail: note.message, fix: note.fix)
            }
            let file = PathDisplay.relativeToCurrentDirectory(store.fileURL)
            return DoctorCheck(status: .ok, subject: Words.progress.text, detail: Words.progressFile(file, lessons: snapshot.progress.lessons.count).text)
        } catch {
            return DoctorCheck(status: .failure, subject: Words.progress.text, detail: "\(error)", fix: Words.moveAside.text)
        }
    }

    private func workspace() -> DoctorCheck {
        let root = WorkspaceLocation.resolve(explicit: options.workspace, environment: environment)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            return DoctorCheck(status: .ok, subject: Words.workspace.text, detail: Words.workspaceNotCreated(root.path).text)
        }
        guard isDirectory.boolValue else {
            return DoctorCheck(status: .failure, subject: Words.workspace.text, detail: Words.workspaceIsAFile(root.path).text,
                               fix: Words.chooseAnotherWorkspace.text)
        }
        return writable(root, subject: Words.workspace.text)
    }

    private func lessons() -> DoctorCheck {
        do {
            let loaded = try options.loadLessons()
            let summary = Words.lessonsRead(
                folder: loaded.folderDisplayPath, chapters: loaded.chapters.count, lessons: loaded.lessons.count,
                cells: loaded.lessons.reduce(0) { $0 + $1.cells.count },
                errors: loaded.diagnostics.filter { $0.severity == .error }.count,
                warnings: loaded.diagnostics.filter { $0.severity == .warning }.count).text
            return loaded.hasErrors
                ? DoctorCheck(status: .warning, subject: Words.lessons.text, detail: summary, fix: Words.lintListsThem.text)
                : DoctorCheck(status: .ok, subject: Words.lessons.text, detail: summary)
        } catch {
            return DoctorCheck(status: .failure, subject: Words.lessons.text, detail: "\(error)", fix: Words.passLessons.text)
        }
    }

    private func terminal() -> DoctorCheck {
        let terminal = TerminalCapabilities.current(environment: environment)
        if let (problem, fix) = terminal.notebookProblem {
            return DoctorCheck(status: .warning, subject: Words.terminal.text, detail: Words.terminalProblem(terminal.summary, problem).text, fix: fix)
        }
        return DoctorCheck(status: .ok, subject: Words.terminal.text, detail: terminal.summary)
    }
}
