import ClassProtocol

/// What the class knows: the log folded in order. Pure data: no clock, no I/O — the time a
/// question depends on (who is stuck) is passed in.
struct ClassState: Sendable {
    struct Member: Sendable {
        let member: String
        var name: String
        let learnerID: String?
        var token: String
        var present = true
        let joinedAt: Int64
        var lastSeen: Int64
        var lesson: String?
        var lessonsReached: Set<String> = []
        var cellsMatched: Set<String> = []
        var exercises: [String: ExerciseRecord] = [:]
        /// The exercise the learner worked on last (checked or asked a hint for).
        var currentExercise: String?
        var predictionsMade = 0
        var predictionsRight = 0
        var hintsTaken = 0
        var reviews = 0
        /// Goes up with every change to this learner, so the dashboard re-encodes only their row.
        var version = 0
    }

    struct ExerciseRecord: Sendable {
        var attempts = 0
        var passed = false
        var firstSeenAt: Int64
        var firstAttemptAt: Int64?
        var firstPassedAt: Int64?
        var lastFailure: String?
        var failuresInARow = 0
        var bestCasesPassed = 0
        var casesTotal = 0
    }

    struct Poll: Sendable {
        let id: String
        let request: OpenPollRequest
        var state: PollView.State = .open
        let openedAt: Int64
        /// One answer per learner, the latest; in the order learners first answered.
        var answers: [String: String] = [:]
        var lastAnswerAt: Int64?
    }

    struct Shared: Sendable {
        let id: String
        let member: String
        let exercise: String
        let code: String
        let at: Int64
    }

    private(set) var seq = 0
    private(set) var members: [String: Member] = [:]
    /// Members in the order they joined.
    private(set) var memberOrder: [String] = []
    private(set) var memberByToken: [String: String] = [:]
    private(set) var memberByLearnerID: [String: String] = [:]
    /// Every stored event, as `member/id`: the same event sent twice is stored once.
    private(set) var eventKeys: Set<String> = []
    private(set) var polls: [Poll] = []
    private(set) var pushes: [TeacherPush] = []
    private(set) var shared: [Shared] = []
    /// Failure kinds of failed checks, per exercise, across the class.
    private(set) var failureKinds: [String: [String: Int]] = [:]
    private(set) var eventCount = 0

    static func eventKey(member: String, id: String) -> String { member + "/" + id }

    func hasEvent(member: String, id: String) -> Bool { eventKeys.contains(Self.eventKey(member: member, id: id)) }

    var openPoll: Poll? { polls.last(where: { $0.state == .open }) }

    func pollView(_ poll: Poll) -> PollView {
        PollView(id: poll.id, lesson: poll.request.lesson, cell: poll.request.cell, lane: poll.request.lane, state: poll.state,
                 expected: poll.state == .revealed ? poll.request.expected : nil)
    }

    func inbox(after: Int) -> InboxReply {
        InboxReply(pushes: pushes.filter { $0.seq > after }, openPoll: openPoll.map(pollView))
    }

    /// Applies one record. Records must come in `seq` order, each once.
    mutating func apply(_ record: LogRecord) {
        precondition(record.seq == seq + 1, "class log records must be applied in order")
        seq = record.seq
        switch record.change {
        case .joined(let member, let name, let learnerID, let token):
            members[member] = Member(member: member, name: name, learnerID: learnerID, token: token, joinedAt: record.at, lastSeen: record.at)
            memberOrder.append(member)
            memberByToken[token] = member
            if let learnerID { memberByLearnerID[learnerID] = member }
        case .rejoined(let member, let name, let token):
            guard var row = members[member] else { return }
            memberByToken[row.token] = nil
            row.token = token
            row.name = name
            row.present = true
            row.lastSeen = record.at
            row.version += 1
            members[member] = row
            memberByToken[token] = member
        case .left(let member):
            guard var row = members[member] else { return }
            row.present = false
            row.version += 1
            memberByToken[row.token] = nil
            members[member] = row
        case .event(let member, let event):
            applyEvent(event, of: member, at: record.at)
        case .pollOpened(let poll, let request):
            for index in polls.indices where polls[index].state == .open { polls[index].state = .closed }
            polls.append(Poll(id: poll, request: request, openedAt: record.at))
            push(.pollOpened, at: record.at, poll: polls.last.map(pollView))
        case .pollClosed(let poll):
            guard let index = polls.firstIndex(where: { $0.id == poll }), polls[index].state == .open else { return }
            polls[index].state = .closed
            push(.pollClosed, at: record.at, poll: pollView(polls[index]))
        case .pollRevealed(let poll):
            guard let index = polls.firstIndex(where: { $0.id == poll }) else { return }
            polls[index].state = .revealed
            push(.pollRevealed, at: record.at, poll: pollView(polls[index]))
        case .followMe(let lesson):
            push(.followMe, at: record.at, lesson: lesson)
        }
    }

    private mutating func push(_ kind: TeacherPush.Kind, at: Int64, lesson: String? = nil, poll: PollView? = nil) {
        pushes.append(TeacherPush(seq: pushes.count + 1, at: at, kind: kind, lesson: lesson, poll: poll))
    }

    private mutating func applyEvent(_ event: ClassEvent, of member: String, at receivedAt: Int64) {
        guard var row = members[member], eventKeys.insert(Self.eventKey(member: member, id: event.id)).inserted else { return }
        eventCount += 1
        row.version += 1
        // The learner's own clock says when; the server's says they were seen.
        row.lastSeen = max(row.lastSeen, receivedAt)
        let at = event.at
        switch event.activity {
        case .lessonReached(let lesson):
            row.lesson = lesson
            row.lessonsReached.insert(lesson)
        case .cellRun(let lesson, let cell, let matched):
            row.lessonsReached.insert(lesson)
            if matched { row.cellsMatched.insert(lesson + "/" + cell) }
        case .check(let exercise, let verdict, let casesPassed, let casesTotal):
            var record = row.exercises[exercise] ?? ExerciseRecord(firstSeenAt: at)
            record.attempts += 1
            if record.firstAttemptAt == nil { record.firstAttemptAt = at }
            if casesPassed >= record.bestCasesPassed {
                record.bestCasesPassed = casesPassed
                record.casesTotal = max(record.casesTotal, casesTotal)
            }
            if verdict == ClassActivity.passedVerdict {
                if !record.passed { record.firstPassedAt = at }
                record.passed = true
                record.failuresInARow = 0
                record.bestCasesPassed = max(record.bestCasesPassed, casesTotal)
                record.casesTotal = max(record.casesTotal, casesTotal)
            } else {
                record.lastFailure = verdict
                record.failuresInARow += 1
                failureKinds[exercise, default: [:]][verdict, default: 0] += 1
            }
            row.exercises[exercise] = record
            row.currentExercise = exercise
        case .hintTaken(let exercise, _):
            if row.exercises[exercise] == nil { row.exercises[exercise] = ExerciseRecord(firstSeenAt: at) }
            row.hintsTaken += 1
            row.currentExercise = exercise
        case .prediction(_, _, let right):
            row.predictionsMade += 1
            if right { row.predictionsRight += 1 }
        case .review:
            row.reviews += 1
        case .sharedAnswer(let exercise, let code):
            shared.append(Shared(id: event.id, member: member, exercise: exercise, code: code, at: at))
        case .pollAnswer(let poll, let answer):
            // Answers count while the poll is open; a late one is stored but not tallied.
            if let index = polls.firstIndex(where: { $0.id == poll }), polls[index].state == .open {
                polls[index].answers[member] = answer
                polls[index].lastAnswerAt = receivedAt
            }
        }
        members[member] = row
    }
}
