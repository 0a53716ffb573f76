import ClassProtocol
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// `rxlearn-class-server`: opens the class in its data folder, listens, prints one JSON line
/// (`ClassServerRecord`) when it is ready, and serves until it is stopped or, with
/// `--exit-with-stdin`, until its standard input ends (its host is gone).
public enum ServerMain {
    public static func run() async {
        do {
            try await serve(try ServerOptions.parse(Array(CommandLine.arguments.dropFirst())))
        } catch {
            FileHandle.standardError.write(Data("rxlearn-class-server: \(error)\n".utf8))
            if case ClassServerError.cannotListen = error { exit(ClassServerExit.cannotListen) }
            exit(1)
        }
    }

    static func serve(_ options: ServerOptions) async throws {
        let folder = ClassDataFolder(url: options.data)
        try folder.prepare(startAfresh: options.startAfresh)
        let settings = try folder.settingsOrNew()
        let teacherToken = try folder.teacherTokenOrNew()
        let outline = try folder.outline(from: options.outline)
        let log = try EventLog(url: folder.log)
        let room = try ClassRoom(log: log, outline: outline, thresholds: options.thresholds, code: settings.code, teacherToken: teacherToken)
        let refusals = RefusalLog(file: folder.serverLog)
        if log.droppedTail > 0 {
            refusals.say("the class log ended in a record cut short by a crash (\(log.droppedTail) bytes, never acknowledged); it was dropped")
        }
        let feed = LiveFeed()
        let routes = ClassRoutes(room: room, feed: feed, refusals: refusals)

        if options.exitWithStandardInput { stopWhenStandardInputEnds(folder) }
        stopOnSignals(folder)
        let feedTask = Task { await feed.run(room: room) }
        let replayedEvents = await room.eventCount
        let members = await room.memberCount
        let app = Application(
            router: routes.router(),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                let addresses = Self.addresses(host: options.host).map { "http://\($0):\(port)" }
                let record = ClassServerRecord(
                    pid: getpid(), addresses: addresses, code: settings.code, dashboard: "\(addresses.first ?? "http://127.0.0.1:\(port)")\(ClassRoute.dashboardPage)",
                    teacherTokenFile: folder.teacherToken.path, dataFolder: folder.url.path, startedAt: ClassTime.now())
                do {
                    try folder.writeRecord(record)
                } catch {
                    refusals.say("cannot write \(folder.record.path): \(error)")
                }
                let line = (try? JSONEncoder().encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                refusals.say("class \(settings.code) open: \(members) learners and \(replayedEvents) events kept from before")
            },
            logger: Self.quietLogger()
        )
        do {
            // No graceful shutdown: it would wait for open dashboards' live feeds, which never end.
            // Stopping at once loses nothing: every acknowledged record is on disk.
            try await app.runService(gracefulShutdownSignals: [])
        } catch {
            folder.removeRecord()
            throw ClassServerError.cannotListen("cannot listen on \(options.host):\(options.port) (\(error)); choose another address with --listen.")
        }
        feedTask.cancel()
        folder.removeRecord()
    }

    /// Where learners can reach the server: the host itself, or, listening on every interface,
    /// each IPv4 address the machine has (loopback last).
    static func addresses(host: String) -> [String] {
        guard host == "0.0.0.0" || host == "::" else { return [host.contains(":") ? "[\(host)]" : host] }
        let devices = (try? System.enumerateDevices()) ?? []
        var found: [String] = []
        for device in devices {
            guard case .v4 = device.address, let ip = device.address?.ipAddress, !found.contains(ip) else { continue }
            found.append(ip)
        }
        return found.filter { !$0.hasPrefix("127.") } + found.filter { $0.hasPrefix("127.") }
    }

    /// Hummingbird's own log only says what goes wrong; the class's refusals have their own log.
    static func quietLogger() -> Logger {
        var logger = Logger(label: "rxlearn-class-server")
        logger.logLevel = .warning
        return logger
    }

    /// SIGTERM, SIGINT, SIGHUP: the record goes, and the server with it.
    static func stopOnSignals(_ folder: ClassDataFolder) {
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                folder.removeRecord()
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Kept for the life of the process; written once, at start-up.
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []

    /// The host keeps the other end of standard input open while it runs: end of input means
    /// the host is gone (even by `kill -9`), and the server goes with it.
    static func stopWhenStandardInputEnds(_ folder: ClassDataFolder) {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR) { break }
            }
            folder.removeRecord()
            exit(0)
        }
        thread.name = "stdin lifeline"
        thread.start()
    }
}
