import ClassProtocol
import Foundation

/// The class: its state, kept in step with its log. Every change is written to the log and
/// flushed before it is applied or answered, and applied in the log's order, so the state after
/// a restart (the log replayed) is the state every answer was given from.
actor ClassRoom {
    private var state = ClassState()
    private let log: EventLog
    let views: ClassViews
    let code: String
    private let teacherToken: String
    private var nextSeq: Int
    /// Records written but not yet applied: a request whose write finished first waits for the
    /// records before it to be applied in order.
    private var unapplied: [Int: LogRecord] = [:]
    /// Event keys written but not yet applied, so the same event in two requests at once is
    /// written once.
    private var eventKeysInFlight: Set<String> = []
    /// Rung after every change: the live feed and learners waiting for pushes listen.
    nonisolated let changed = Doorbell()
    nonisolated let pushed = Doorbell()

    init(log: EventLog, outline: ClassOutline, thresholds: StuckThresholds, code: String, teacherToken: String) throws {
        self.log = log
        self.code = code
        self.teacherToken = teacherToken
        views = ClassViews(outline: outline, thresholds: thresholds, code: code)
        let decoder = JSONDecoder()
        var replayed = ClassState()
        for (index, line) in log.replayed.enumerated() {
            guard let record = try? decoder.decode(LogRecord.self, from: line), record.seq == replayed.seq + 1 else {
                throw ClassServerError.corruptLog("record \(index + 1) of the class log cannot be read; move the log aside to start the class afresh")
            }
            replayed.apply(record)
        }
        state = replayed
        nextSeq = replayed.seq + 1
    }

    var eventCount: Int { state.eventCount }
    var memberCount: Int { state.members.count }

    // MARK: Writing

    /// Writes the changes to the log, waits until they are on disk, then applies them (and
    /// every earlier record) in order.
    @discardableResult
    private func commit(_ changes: [LogRecord.Change]) async throws -> Int {
        let now = ClassTime.now()
        var records: [LogRecord] = []
        for change in changes {
            records.append(LogRecord(seq: nextSeq, at: now, change: change))
            nextSeq += 1
        }
        let encoder = JSONEncoder()
        let lines = try records.map { try encoder.encode($0) }
        for record in records { unapplied[record.seq] = record }
        do {
            try await log.append(lines)
        } catch {
            // The log lost its disk: answering on would acknowledge what is not saved. The host
            // restarts the server, which replays what is.
            FileHandle.standardError.write(Data("rxlearn-class-server: \(error); stopping so that nothing unsaved is acknowledged.\n".utf8))
            exit(ClassServerExit.logNotSaved)
        }
        // Everything written before these records is on disk too: apply up to the last of them.
        let last = records.last?.seq ?? state.seq
        var appliedAny = false
        while state.seq < last, let record = unapplied.removeValue(forKey: state.seq + 1) {
            if case .event(let member, let event) = record.change {
                eventKeysInFlight.remove(ClassState.eventKey(member: member, id: event.id))
            }
            state.apply(record)
            appliedAny = true
        }
        if appliedAny { changed.ring() }
        return state.seq
    }

    // MARK: Learners

    func join(_ request: JoinRequest) async throws -> Result<JoinReply, ClassRefusal> {
        guard !request.code.isEmpty else { return .failure(ClassRefusal(.missingCode, "Joining needs the class code the teacher shows.")) }
        guard Secrets.equal(request.code.uppercased(), code) else {
            return .failure(ClassRefusal(.wrongCode, "That is not this class's code; check the code the teacher shows and join again."))
        }
        guard request.protocolVersion == ClassProtocol.version else {
            return .failure(ClassRefusal(.versionMismatch, "This class server speaks protocol \(ClassProtocol.version) and your rxlearn \(request.protocolVersion); update rxlearn or the server."))
        }
        let name = LearnerName.clean(request.name)
        let token = Secrets.token()
        let learnerID = request.learnerID.map { String($0.prefix(ClassLimits.maxIDCharacters)) }
        let member: String
        if let learnerID, let known = state.memberByLearnerID[learnerID] {
            member = known
            try await commit([.rejoined(member: member, name: name, token: token)])
        } else {
            member = Secrets.memberID()
            try await commit([.joined(member: member, name: name, learnerID: learnerID, token: token)])
        }
        return .success(JoinReply(member: member, token: token, name: name, inboxAfter: state.pushes.last?.seq ?? 0,
                                  openPoll: state.openPoll.map(state.pollView)))
    }

    /// The member a learner token belongs to; nil for an unknown token or one of a learner who left.
    func member(withToken token: String) -> String? { state.memberByToken[token] }

    func accept(_ batch: EventBatch, from member: String) async throws -> Result<EventBatchReply, ClassRefusal> {
        guard batch.events.count <= ClassLimits.maxEventsPerBatch else {
            return .failure(ClassRefusal(.tooLarge, "Send at most \(ClassLimits.maxEventsPerBatch) events at a time."))
        }
        for event in batch.events {
            if let problem = event.activity.problem { return .failure(ClassRefusal(.malformed, problem)) }
            if event.id.isEmpty || event.id.count > ClassLimits.maxIDCharacters {
                return .failure(ClassRefusal(.malformed, "An event id must have 1 to \(ClassLimits.maxIDCharacters) characters."))
            }
        }
        var changes: [LogRecord.Change] = []
        for event in batch.events {
            let key = ClassState.eventKey(member: member, id: event.id)
            guard !state.hasEvent(member: member, id: event.id), eventKeysInFlight.insert(key).inserted else { continue }
            changes.append(.event(member: member, event: event))
        }
        if changes.isEmpty {
            // All sent before: stored already, or being written by a request still under way.
            try await log.flushed()
        } else {
            try await commit(changes)
        }
        return .success(EventBatchReply(stored: batch.events.map(\.id), new: changes.count, seq: state.seq, inbox: state.inbox(after: batch.inboxAfter)))
    }

    func inbox(after: Int) -> InboxReply { state.inbox(after: after) }

    func hasPushes(after: Int) -> Bool { (state.pushes.last?.seq ?? 0) > after }

    func leave(_ member: String) async throws {
        try await commit([.left(member: member)])
    }

    // MARK: The teacher

    nonisolated func isTeacher(_ token: String) -> Bool { Secrets.equal(token, teacherToken) }

    func openPoll(_ request: OpenPollRequest) async throws -> Result<PollView, ClassRefusal> {
        for id in [request.lesson, request.cell] + (request.lane.map { [$0] } ?? []) where id.isEmpty || id.count > ClassLimits.maxIDCharacters {
            return .failure(ClassRefusal(.malformed, "A poll needs a lesson and a cell id of 1 to \(ClassLimits.maxIDCharacters) characters."))
        }
        guard request.expected.count <= ClassLimits.maxAnswerCharacters * 5 else {
            return .failure(ClassRefusal(.malformed, "A poll's expected answer may have at most \(ClassLimits.maxAnswerCharacters * 5) characters."))
        }
        let id = "p\(state.polls.count + 1)"
        try await commit([.pollOpened(poll: id, request: request)])
        pushed.ring()
        return .success(state.pollView(state.polls.last!))
    }

    func changePoll(_ id: String, _ action: ClassRoute.PollAction) async throws -> Result<PollView, ClassRefusal> {
        guard let poll = state.polls.first(where: { $0.id == id }) else { return .failure(ClassRefusal(.notFound, "There is no poll \(id).")) }
        switch action {
        case .close:
            guard poll.state == .open else { return .failure(ClassRefusal(.noOpenPoll, "Poll \(id) is not open.")) }
            try await commit([.pollClosed(poll: id)])
        case .reveal:
            try await commit([.pollRevealed(poll: id)])
        }
        pushed.ring()
        return .success(state.pollView(state.polls.first { $0.id == id }!))
    }

    /// The newest poll, for `rxlearn class poll --close/--reveal` without an id.
    var latestPollID: String? { state.polls.last?.id }

    func follow(_ request: FollowRequest) async throws -> Result<TeacherPush, ClassRefusal> {
        guard !request.lesson.isEmpty, request.lesson.count <= ClassLimits.maxIDCharacters else {
            return .failure(ClassRefusal(.malformed, "Say which lesson to open (1 to \(ClassLimits.maxIDCharacters) characters)."))
        }
        try await commit([.followMe(lesson: request.lesson)])
        pushed.ring()
        return .success(state.pushes.last!)
    }

    func snapshot() -> ClassSnapshot { views.snapshot(of: state, now: ClassTime.now()) }

    private var snapshotEncoder = SnapshotEncoder()

    /// The snapshot as JSON, for the live feed and the snapshot route: rows that did not change
    /// are not encoded again.
    func snapshotJSON() -> Data { snapshotEncoder.encode(state, views: views, now: ClassTime.now()) }

    func export() -> ClassExport { views.export(of: state) }

    func sharedAnswer(_ id: String) -> SharedAnswer? {
        guard let shared = state.shared.first(where: { $0.id == id }) else { return nil }
        return SharedAnswer(entry: views.entry(shared, in: state), code: shared.code)
    }
}

/// Learners name themselves: the class shows the name with control and formatting characters
/// (escapes, bidirectional overrides) taken out, spaces evened, at most 40 characters.
enum LearnerName {
    static func clean(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
            default: true
            }
        }
        let words = String(String.UnicodeScalarView(kept)).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        let cut = String(words.prefix(ClassLimits.maxNameCharacters))
        return cut.isEmpty ? "learner" : cut
    }
}
