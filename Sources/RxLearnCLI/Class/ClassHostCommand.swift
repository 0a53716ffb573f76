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
    func listenAddress() throws -> ClassListenAddress {
        guard let listen else { return ClassListenAddress(host: lan ? "0.0.0.0" : "127.0.0.1", port: ClassProtocol.defaultPort) }
        guard let address = ClassListenAddress(listen) else { throw UserFacingFailure.usage(CLIText.Class.listenMalformed(listen).text) }
        if !address.isLoopback && !lan { throw UserFacingFailure.usage(CLIText.Class.lanNeeded(listen).text) }
        return address
    }

    /// Refuses, in one sentence, an address the server could not listen on now: its port in use
    /// (another class, another program), not this machine's, or kept for administrators.
    private func checkCanListen(on address: ClassListenAddress) throws {
        guard address.port != 0 else { return }  // the system chooses a free one
        let sentence: Phrase
        switch ListeningPort.availability(host: address.host, port: address.port) {
        case .free, .refused: return  // anything else is the server's to say
        case .inUse:
            let another = ClassListenAddress(host: address.host, port: address.port < 65535 ? address.port + 1 : ClassProtocol.defaultPort)
            sentence = CLIText.Class.portInUse(address.port, example: another.text)
        case .notThisMachine: sentence = CLIText.Class.notThisMachine(address.host)
        case .notPermitted: sentence = CLIText.Class.portNeedsAdministrator(address.port, standard: ClassProtocol.defaultPort)
        }
        throw UserFacingFailure(message: sentence.text, status: ExitStatus.failure)
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let listen = try listenAddress()
        let folder = data.folder
        if case .success = ClassTeacher.find(in: folder, timeout: 2) {
            throw UserFacingFailure(message: CLIText.Class.alreadyRunning(folder.path).text, status: ExitStatus.failure)
        }
        try checkCanListen(on: listen)
        let loaded = try options.loadLessons()
        let outlineFile = try writeOutline(ClassOutlineMaker.outline(of: loaded), in: folder)

        guard let program = try findOrBuildServer() else {
            throw UserFacingFailure(message: CLIText.Class.buildFailed.text, status: ExitStatus.failure)
        }
        var arguments = ["--data", folder.path, "--listen", listen.text, "--outline", outlineFile.path,
                         "--stuck-failures", String(stuckFailures), "--stuck-minutes", String(stuckMinutes)]
        if new { arguments.append("--new") }

        var child = ClassServerProcess(program: program, arguments: arguments)
        let current = CurrentServer(child)
        stopOnSignals(current, folder: folder)
        guard case .ready(let record) = child.start() else {
            throw UserFacingFailure(message: CLIText.Class.serverDidNotStartSeeAbove.text, status: ExitStatus.failure)
        }
        announce(record)

        // Keep the class up: a server that stops on its own (killed, out of disk) is started
        // again on the same folder, which gives back every event it acknowledged, and on the
        // same port, so learners' saved address still reaches it.
        let restartAddress = ClassListenAddress(host: listen.host, port: record.addresses.first.flatMap { ClassListenAddress(serverAddress: $0)?.port } ?? listen.port)
        var restartArguments = arguments.filter { $0 != "--new" }
        if let index = restartArguments.firstIndex(of: "--listen") { restartArguments[index + 1] = restartAddress.text }
        var restarts = ServerRestarts()
        while true {
            let status = child.waitUntilExit()
            guard restarts.mayRestart(afterStopAt: Date()) else {
                throw UserFacingFailure(message: CLIText.Class.serverKeepsStopping.text, status: ExitStatus.failure)
            }
            Console.errLine("rxlearn: " + CLIText.Class.serverStopped(status).text)
            // A pause, so that a server which stops at once is not started in a tight loop.
            Thread.sleep(forTimeInterval: 0.5)
            try waitForPort(restartAddress, restarts: &restarts)
            child = ClassServerProcess(program: program, arguments: restartArguments)
            current.replace(with: child)
            if case .failed(let reason) = child.start() { Console.errLine("rxlearn: " + CLIText.Class.serverDidNotStart(reason).text) }
        }
    }

    /// Waits while the class's port is held, saying so once; gives up after `ServerRestarts.portWait`.
    private func waitForPort(_ address: ClassListenAddress, restarts: inout ServerRestarts) throws {
        while true {
            switch restarts.port(isFree: ListeningPort.isFree(host: address.host, port: address.port), at: Date()) {
            case .start:
                return
            case .wait(let first):
                if first { Console.errLine("rxlearn: " + CLIText.Class.portStillHeld(address.port, seconds: Int(ServerRestarts.portWait)).text) }
                Thread.sleep(forTimeInterval: ServerRestarts.portRetryInterval)
            case .giveUp:
                throw UserFacingFailure(message: CLIText.Class.portStaysHeld(address.port).text, status: ExitStatus.failure)
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
        if record.addresses.allSatisfy({ ClassListenAddress(serverAddress: $0)?.isLoopback == true }) {
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
