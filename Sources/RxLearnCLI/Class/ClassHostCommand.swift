import ArgumentParser
import ClassLink
import ClassProtocol
import Dispatch
import Foundation
import Localization
import SystemSupport

/// `rxlearn class host`: finds or builds the class server, runs it as a child that never
/// outlives this command, says where learners join, and keeps it running until Ctrl-C.
struct ClassHostCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "host", abstract: HelpText.abstract(CLIText.Class.hostAbstract),
                             discussion: HelpText.discussion(CLIText.Class.hostDiscussion))
    }

    @OptionGroup var options: LessonOptions

    @Option(name: .long, help: HelpText.help(CLIText.Class.listenOption, valueName: "host:port"))
    var listen: String?

    @Flag(name: .long, help: HelpText.help(CLIText.Class.lanOption))
    var lan = false

    @OptionGroup var data: ClassDataOption

    @Flag(name: .long, help: HelpText.help(CLIText.Class.newOption))
    var new = false

    @Flag(name: .long, help: HelpText.help(CLIText.Class.jsonHostOption))
    var json = false

    @Option(name: .long, help: HelpText.help(CLIText.Class.stuckFailuresOption, valueName: "n"))
    var stuckFailures: Int = StuckThresholds.standard.failedChecks

    @Option(name: .long, help: HelpText.help(CLIText.Class.stuckMinutesOption, valueName: "minutes"))
    var stuckMinutes: Int = StuckThresholds.standard.minutes

    @Option(name: .long, help: HelpText.help(CLIText.Class.serverOption, valueName: "program"))
    var server: String?

    func validate() throws {
        for (value, option) in [(stuckFailures, "--stuck-failures"), (stuckMinutes, "--stuck-minutes")] where !(1 ... 10_000).contains(value) {
            throw ValidationError(CLIText.Class.countOutOfRange(option, maximum: 10_000).text)
        }
    }

    /// Where to listen: loopback unless the teacher says `--lan`; an address other machines can
    /// reach without `--lan` is refused, so a class is never on the network by accident.
    func listenAddress() throws -> String {
        let port = ClassProtocol.defaultPort
        guard let listen else { return lan ? "0.0.0.0:\(port)" : "127.0.0.1:\(port)" }
        let host = listen.hasPrefix("[") ? String(listen.dropFirst().prefix { $0 != "]" }) : String(listen.split(separator: ":", omittingEmptySubsequences: false).first ?? "")
        let loopback = host.isEmpty || host == "localhost" || host.hasPrefix("127.") || host == "::1"
        if !loopback && !lan { throw UserFacingFailure.usage(CLIText.Class.lanNeeded(listen).text) }
        return listen
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let listen = try listenAddress()
        let folder = data.folder
        if case .success = ClassTeacher.find(in: folder, timeout: 2) {
            throw UserFacingFailure(message: CLIText.Class.alreadyRunning(folder.path).text, status: ExitStatus.failure)
        }
        let loaded = try options.loadLessons()
        let outlineFile = try writeOutline(ClassOutlineMaker.outline(of: loaded), in: folder)

        guard let program = try findOrBuildServer() else {
            throw UserFacingFailure(message: CLIText.Class.buildFailed.text, status: ExitStatus.failure)
        }
        var arguments = ["--data", folder.path, "--listen", listen, "--outline", outlineFile.path,
                         "--stuck-failures", String(stuckFailures), "--stuck-minutes", String(stuckMinutes)]
        if new { arguments.append("--new") }

        var child = ClassServerProcess(program: program, arguments: arguments)
        let current = CurrentServer(child)
        stopOnSignals(current, folder: folder)
        guard case .ready(let record) = child.start() else {
            throw UserFacingFailure(message: CLIText.Class.serverDidNotStart("see above").text, status: ExitStatus.failure)
        }
        announce(record)

        // Keep the class up: a server that stops on its own (killed, out of disk) is started
        // again on the same folder, which gives back every event it acknowledged, and on the
        // same port, so learners' saved address still reaches it.
        let (host, port) = restartAddress(listen: listen, record: record)
        var restartArguments = arguments.filter { $0 != "--new" }
        if let index = restartArguments.firstIndex(of: "--listen") { restartArguments[index + 1] = "\(host):\(port)" }
        var restarts = ServerRestarts()
        while true {
            let status = child.waitUntilExit()
            guard restarts.mayRestart(afterStopAt: Date()) else {
                throw UserFacingFailure(message: CLIText.Class.serverKeepsStopping.text, status: ExitStatus.failure)
            }
            Console.errLine("rxlearn: " + CLIText.Class.serverStopped(status).text)
            // A pause, so that a server which stops at once is not started in a tight loop.
            Thread.sleep(forTimeInterval: 0.5)
            try waitForPort(host: host, port: port, restarts: &restarts)
            child = ClassServerProcess(program: program, arguments: restartArguments)
            current.replace(with: child)
            if case .failed(let reason) = child.start() { Console.errLine("rxlearn: " + CLIText.Class.serverDidNotStart(reason).text) }
        }
    }

    /// Where a restarted server listens: the host the teacher gave (loopback for `:PORT`), and
    /// the port the first server listened on, which learners have saved.
    private func restartAddress(listen: String, record: ClassServerRecord) -> (host: String, port: Int) {
        var host = listen
        if listen.hasPrefix("[") {
            host = String(listen.prefix { $0 != "]" }) + "]"
        } else if let colon = listen.lastIndex(of: ":"), listen.firstIndex(of: ":") == colon {
            host = String(listen[..<colon])
        }
        if host.isEmpty { host = "127.0.0.1" }
        let port = record.addresses.first.flatMap { URLComponents(string: $0)?.port } ?? ClassProtocol.defaultPort
        return (host, port)
    }

    /// Waits while the class's port is held, saying so once; gives up after `ServerRestarts.portWait`.
    private func waitForPort(host: String, port: Int, restarts: inout ServerRestarts) throws {
        while true {
            switch restarts.port(isFree: ListeningPort.isFree(host: host, port: port), at: Date()) {
            case .start:
                return
            case .wait(let first):
                if first { Console.errLine("rxlearn: " + CLIText.Class.portStillHeld(port, seconds: Int(ServerRestarts.portWait)).text) }
                Thread.sleep(forTimeInterval: ServerRestarts.portRetryInterval)
            case .giveUp:
                throw UserFacingFailure(message: CLIText.Class.portStaysHeld(port).text, status: ExitStatus.failure)
            }
        }
    }

    private func findOrBuildServer() throws -> URL? {
        if let program = ClassServerProgram.locate(explicit: server) { return program }
        guard let package = ClassServerProgram.packageFolder() else {
            throw UserFacingFailure(message: CLIText.Class.noServerPackage.text, status: ExitStatus.failure)
        }
        return ClassServerProgram.build(in: package)
    }

    private func writeOutline(_ outline: ClassOutline, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent("outline-given.json")
        try JSONEncoder().encode(outline).write(to: file, options: .atomic)
        return file
    }

    /// What the host prints once the class is open: where to join, the code, the dashboard with
    /// the token (the only time the token is printed), where the token is kept.
    private func announce(_ record: ClassServerRecord) {
        let token = (try? String(contentsOfFile: record.teacherTokenFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let joinAddress = record.addresses.first.map { $0.replacingOccurrences(of: "http://", with: "") } ?? ""
        if json {
            let announcement = HostAnnouncement(address: joinAddress, addresses: record.addresses.map { $0.replacingOccurrences(of: "http://", with: "") },
                                                code: record.code, dashboard: record.dashboard, teacherTokenFile: record.teacherTokenFile,
                                                dataFolder: record.dataFolder, pid: record.pid)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            Console.outLine(String(decoding: (try? encoder.encode(announcement)) ?? Data(), as: UTF8.self))
            return
        }
        Console.outLine(CLIText.Class.classOpen(code: record.code).text)
        Console.outLine(CLIText.Class.learnersJoinWith.text)
        for address in record.addresses {
            Console.outLine("  rxlearn class join \(address.replacingOccurrences(of: "http://", with: "")) \(record.code)")
        }
        Console.outLine(CLIText.Class.dashboardAt.text)
        // The page follows the browser's language; a host that speaks Chinese asks for Chinese.
        let language = Language.current == .simplifiedChinese ? "?lang=zh-Hans" : ""
        Console.outLine("  \(record.dashboard)\(language)#token=\(token)")
        Console.outLine(CLIText.Class.tokenKept(record.teacherTokenFile).text)
        if record.addresses.allSatisfy({ $0.hasPrefix("http://127.") || $0.hasPrefix("http://[::1]") || $0.hasPrefix("http://localhost") }) {
            Console.outLine(CLIText.Class.loopbackOnly.text)
        }
        Console.outLine(CLIText.Class.stopWith.text)
    }

    /// Ctrl-C, a `kill` or a closed terminal stop the server first, then this command.
    private func stopOnSignals(_ current: CurrentServer, folder: URL) {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let child = current.process
                child.stop()
                _ = child.waitUntilExit()
                Console.errLine(CLIText.Class.stopped(folder.path).text)
                Foundation.exit(0)
            }
            source.resume()
            ClassHostSignals.keep(source)
        }
    }
}

/// The one JSON line of `class host --json`.
struct HostAnnouncement: Codable, Equatable {
    let address: String
    let addresses: [String]
    let code: String
    let dashboard: String
    let teacherTokenFile: String
    let dataFolder: String
    let pid: Int32
}

/// The server process running now (a restart replaces it), for the signal handlers.
final class CurrentServer: Sendable {
    private let current: Locked<ClassServerProcess>

    init(_ process: ClassServerProcess) { current = Locked(process) }

    var process: ClassServerProcess { current.withLock { $0 } }

    func replace(with process: ClassServerProcess) { current.withLock { $0 = process } }
}

/// Keeps the signal sources alive for the life of the process (they are made once, on the
/// main thread, and never touched again).
enum ClassHostSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    static func keep(_ source: any DispatchSourceSignal) { sources.append(source) }
}
