// The class server under load, on loopback (prints figures; not a test):
//
//   swift build -c release --package-path Classroom
//   Classroom/.build/release/class-load [--learners 300] [--seconds 60]
//
// Starts rxlearn-class-server (the one built beside this program) in a temporary folder, joins
// N simulated learners over HTTP, and has each send one event a second for the given time
// while a teacher's live feed (server-sent events) is open. Then a poll: every learner answers
// at once. It prints: events sent, stored and lost; event → dashboard latency (from sending an
// event to the feed's first snapshot that includes it) p50/p99/max; the server's largest RSS;
// the time from the poll's last answer to the snapshot that shows every answer.
import ClassProtocol
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Options {
    var learners = 300
    var seconds = 60
    var server = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("rxlearn-class-server")

    init() {
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--learners": learners = Int(arguments.popFirst() ?? "") ?? learners
            case "--seconds": seconds = Int(arguments.popFirst() ?? "") ?? seconds
            case "--server": server = URL(fileURLWithPath: arguments.popFirst() ?? "")
            default: fatalError("usage: class-load [--learners N] [--seconds S] [--server PROGRAM]")
            }
        }
    }
}

/// A line on standard output at once, also into a pipe (print buffers there).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func with<T>(_ body: (inout Value) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(&value) }
}

/// The teacher's live feed: when each snapshot sequence number and each poll answer count was first seen.
final class Feed: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let seen = Locked<[(seq: Int, at: Double)]>([])
    let pollAnswers = Locked<[(count: Int, at: Double)]>([])
    let bytes = Locked(0)
    private var buffer = [UInt8]()
    /// Where the search for the end of a message goes on from: each byte is looked at once.
    private var searched = 0

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let now = monotonicSeconds()
        bytes.with { $0 += data.count }
        buffer.append(contentsOf: data)
        // Messages end with a blank line; only two numbers are read, without decoding the whole snapshot.
        var start = 0
        var index = max(searched, 1)
        while index < buffer.count {
            if buffer[index] == 0x0A && buffer[index - 1] == 0x0A {
                let message = Data(buffer[start ..< index])
                if let seq = Self.number(after: "\"seq\":", in: message) { seen.with { $0.append((seq, now)) } }
                if let answers = Self.number(after: "\"answers\":", in: message) { pollAnswers.with { $0.append((answers, now)) } }
                start = index + 1
            }
            index += 1
        }
        buffer.removeFirst(start)
        searched = buffer.count
    }

    static func number(after key: String, in data: Data) -> Int? {
        guard let range = data.range(of: Data(key.utf8)) else { return nil }
        var value = 0
        var index = range.upperBound
        var digits = 0
        while index < data.endIndex, let digit = Int(exactly: data[index]).flatMap({ $0 >= 48 && $0 <= 57 ? $0 - 48 : nil }) {
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// When a snapshot with `seq` or later was first seen.
    func firstSeen(atLeast seq: Int) -> Double? { seen.with { list in list.first { $0.seq >= seq }?.at } }
}

func post<Body: Encodable>(_ session: URLSession, _ url: String, _ body: Body, token: String?, _ done: @escaping @Sendable (Int, Data) -> Void) {
    var request = URLRequest(url: URL(string: url)!, timeoutInterval: 30)
    request.httpMethod = "POST"
    request.httpBody = try! JSONEncoder().encode(body)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
    session.dataTask(with: request) { data, response, _ in done((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()) }.resume()
}

func postAndWait<Body: Encodable, Reply: Decodable>(_ session: URLSession, _ url: String, _ body: Body, token: String?, as: Reply.Type) -> Reply? {
    let result = Locked<Data?>(nil)
    let done = DispatchSemaphore(value: 0)
    post(session, url, body, token: token) { status, data in
        if status == 200 { result.with { $0 = data } }
        done.signal()
    }
    done.wait()
    return result.with { $0 }.flatMap { try? JSONDecoder().decode(Reply.self, from: $0) }
}

func residentMegabytes(_ pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes / 1024
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

// MARK: The run

/// The whole run, outside the main actor: the top level of main.swift is main-actor code, and
/// the callbacks here run on URLSession's and Dispatch's threads.
nonisolated func runLoad() throws {

    let options = Options()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-load-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outline = ClassOutline(stages: (1 ... 20).map { stage in
        .init(title: "Stage \(stage)", lessons: (1 ... 6).map { .init(id: "L\(stage)-\($0)", cells: ["a", "b", "c"], exercises: ["E\(stage)-\($0)"]) })
    })
    try JSONEncoder().encode(outline).write(to: folder.appendingPathComponent("outline.json"))

    let server = Process()
    server.executableURL = options.server
    server.arguments = ["--data", folder.appendingPathComponent("data").path, "--listen", "127.0.0.1:0", "--outline",
                        folder.appendingPathComponent("outline.json").path, "--exit-with-stdin"]
    let (serverInput, serverOutput) = (Pipe(), Pipe())
    server.standardInput = serverInput
    server.standardOutput = serverOutput
    server.standardError = FileHandle.nullDevice
    try server.run()
    var readyLine = Data()
    while !readyLine.contains(0x0A) {
        let chunk = serverOutput.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        readyLine.append(chunk)
    }
    guard let record = try? JSONDecoder().decode(ClassServerRecord.self, from: readyLine.prefix { $0 != 0x0A }) else {
        fatalError("the server did not start: \(options.server.path)")
    }
    let base = record.addresses[0]
    let teacherToken = try String(contentsOfFile: record.teacherTokenFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    say("class-load: \(options.learners) learners, one event a second each for \(options.seconds) s, server \(base) (pid \(record.pid))")

    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = 128
    configuration.timeoutIntervalForRequest = 30
    let session = URLSession(configuration: configuration)

    // Joining.
    var learners: [JoinReply] = []
    // The server takes 50 joins a second (a burst of 100): a refused join waits and tries again.
    for index in 0 ..< options.learners {
        var joined: JoinReply?
        for _ in 0 ..< 100 where joined == nil {
            joined = postAndWait(session, base + ClassRoute.join, JoinRequest(code: record.code, name: "learner\(index)", learnerID: "load-\(index)"),
                                 token: nil, as: JoinReply.self)
            if joined == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let joined else { fatalError("learner \(index) could not join") }
        learners.append(joined)
    }

    say("\(learners.count) learners joined")

    // The teacher's live feed.
    let feed = Feed()
    let feedSession = URLSession(configuration: .ephemeral, delegate: feed, delegateQueue: nil)
    var feedRequest = URLRequest(url: URL(string: base + ClassRoute.teacherLive + "?token=" + teacherToken)!, timeoutInterval: 3600)
    feedRequest.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    feedSession.dataTask(with: feedRequest).resume()
    while feed.seen.with({ $0.isEmpty }) { Thread.sleep(forTimeInterval: 0.05) }

    say("the live feed is open")

    // Sending: learner i sends at i/N of each second, so the load is even.
    let sent = Locked(0)
    let answered = Locked<[Int: Int]>([:])
    let latencies = Locked<[(sentAt: Double, seq: Int)]>([])
    let roundTrips = Locked<[Double]>([])
    let peakRSS = Locked(0.0)
    let rssSampler = DispatchSource.makeTimerSource(queue: .global())
    rssSampler.schedule(deadline: .now(), repeating: .milliseconds(250))
    rssSampler.setEventHandler { let now = residentMegabytes(record.pid); peakRSS.with { $0 = max($0, now) } }
    rssSampler.resume()

    let start = monotonicSeconds()
    let timer = DispatchQueue(label: "class-load.timer")
    let allSent = DispatchGroup()
    for second in 0 ..< options.seconds {
        for (index, learner) in learners.enumerated() {
            allSent.enter()
            let due = start + Double(second) + Double(index) / Double(learners.count)
            timer.asyncAfter(deadline: .now() + max(0, due - monotonicSeconds())) {
                let event = ClassEvent(activity: .hintTaken(exercise: "E1-1", shown: 1))
                let sentAt = monotonicSeconds()
                sent.with { $0 += 1 }
                post(session, base + ClassRoute.learnerEvents, EventBatch(events: [event], inboxAfter: 0), token: learner.token) { status, data in
                    answered.with { $0[status, default: 0] += 1 }
                    if status == 200, let reply = try? JSONDecoder().decode(EventBatchReply.self, from: data) {
                        latencies.with { $0.append((sentAt, reply.seq)) }
                        roundTrips.with { $0.append((monotonicSeconds() - sentAt) * 1000) }
                    }
                    allSent.leave()
                }
            }
        }
    }
    allSent.wait()
    let sendingTook = monotonicSeconds() - start
    Thread.sleep(forTimeInterval: 1)

    // The poll: every learner answers at once.
    guard postAndWait(session, base + ClassRoute.teacherPolls, OpenPollRequest(lesson: "L1-1", cell: "a", lane: nil, expected: "1"),
                      token: teacherToken, as: PollView.self) != nil else { fatalError("the poll did not open") }
    let pollID = "p1"
    let lastAnswer = Locked(0.0)
    let answers = DispatchGroup()
    for (index, learner) in learners.enumerated() {
        answers.enter()
        let event = ClassEvent(activity: .pollAnswer(poll: pollID, answer: index % 3 == 0 ? "1" : "2"))
        post(session, base + ClassRoute.learnerEvents, EventBatch(events: [event], inboxAfter: 0), token: learner.token) { status, _ in
            if status == 200 { lastAnswer.with { $0 = max($0, monotonicSeconds()) } }
            answers.leave()
        }
    }
    answers.wait()
    let pollDeadline = monotonicSeconds() + 10
    var pollShownAt: Double?
    while monotonicSeconds() < pollDeadline, pollShownAt == nil {
        pollShownAt = feed.pollAnswers.with { list in list.first { $0.count >= learners.count }?.at }
        Thread.sleep(forTimeInterval: 0.01)
    }
    rssSampler.cancel()

    // Figures.
    var request = URLRequest(url: URL(string: base + ClassRoute.teacherSnapshot)!)
    request.setValue("Bearer " + teacherToken, forHTTPHeaderField: "Authorization")
    let snapshotData = Locked(Data())
    let got = DispatchSemaphore(value: 0)
    session.dataTask(with: request) { data, _, _ in snapshotData.with { $0 = data ?? Data() }; got.signal() }.resume()
    got.wait()
    let snapshot = try JSONDecoder().decode(ClassSnapshot.self, from: snapshotData.with { $0 })
    let stored = snapshot.learners.reduce(0) { $0 + $1.hintsTaken }
    let delays = latencies.with { $0 }.compactMap { entry in feed.firstSeen(atLeast: entry.seq).map { ($0 - entry.sentAt) * 1000 } }.sorted()
    let totalSent = sent.with { $0 }
    say("events sent \(totalSent) in \(String(format: "%.1f", sendingTook)) s; answers \(answered.with { $0 }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))")
    say("events stored \(stored), lost \(totalSent - stored)")
    say(String(format: "event → dashboard: p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d events)", percentile(delays, 0.5), percentile(delays, 0.99), delays.last ?? .nan, delays.count))
    let trips = roundTrips.with { $0 }.sorted()
    say(String(format: "event stored (its request answered, on disk): p50 %.1f ms, p99 %.1f ms", percentile(trips, 0.5), percentile(trips, 0.99)))
    let messages = feed.seen.with { $0.count }
    say(String(format: "live feed: %d snapshots, %.0f KB each on average", messages, Double(feed.bytes.with { $0 }) / Double(max(messages, 1)) / 1024))
    say(String(format: "server RSS: peak %.1f MB", peakRSS.with { $0 }))
    if let pollShownAt {
        say(String(format: "poll: %d answers shown %.1f ms after the last answer was stored", snapshot.polls.first?.answers ?? 0, (pollShownAt - lastAnswer.with { $0 }) * 1000))
    } else {
        say("poll: the dashboard never showed \(learners.count) answers (it shows \(snapshot.polls.first?.answers ?? 0))")
    }
    server.terminate()
    server.waitUntilExit()
}

try runLoad()
