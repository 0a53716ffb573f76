/// The teacher's side of the wire: polls, "follow me", the dashboard, the export.

/// `POST /api/teacher/polls`: ask the class to predict a cell's lane or printed output.
public struct OpenPollRequest: Codable, Sendable, Equatable {
    public let lesson: String
    public let cell: String
    /// The lane to predict; nil: the printed output.
    public let lane: String?
    /// What the cell really gives, kept from the learners until the teacher reveals it.
    public let expected: String

    public init(lesson: String, cell: String, lane: String?, expected: String) {
        self.lesson = lesson
        self.cell = cell
        self.lane = lane
        self.expected = expected
    }
}

/// `POST /api/teacher/follow`: offer the class a lesson to open.
public struct FollowRequest: Codable, Sendable, Equatable {
    public let lesson: String

    public init(lesson: String) { self.lesson = lesson }
}

/// When the dashboard calls a learner stuck: this many failed checks in a row on one exercise, or
/// this many minutes on one exercise without passing it. The dashboard shows both numbers.
public struct StuckThresholds: Codable, Sendable, Equatable {
    public let failedChecks: Int
    public let minutes: Int

    public static let standard = StuckThresholds(failedChecks: 3, minutes: 10)

    public init(failedChecks: Int, minutes: Int) {
        self.failedChecks = failedChecks
        self.minutes = minutes
    }
}

/// The course the class follows, as `rxlearn class host` hands it to the server: the stages of
/// the learning path with their lessons' cells and exercises. The server knows no more of the
/// lessons than this.
public struct ClassOutline: Codable, Sendable, Equatable {
    public struct Stage: Codable, Sendable, Equatable {
        public let title: String
        public let lessons: [Lesson]

        public init(title: String, lessons: [Lesson]) {
            self.title = title
            self.lessons = lessons
        }
    }

    public struct Lesson: Codable, Sendable, Equatable {
        public let id: String
        public let cells: [String]
        public let exercises: [String]

        public init(id: String, cells: [String], exercises: [String]) {
            self.id = id
            self.cells = cells
            self.exercises = exercises
        }
    }

    public let stages: [Stage]

    public init(stages: [Stage]) { self.stages = stages }

    /// Every exercise, in path order.
    public var exercises: [String] { stages.flatMap { $0.lessons.flatMap(\.exercises) } }
}

/// `GET /api/teacher/snapshot` and every message of the live feed: the whole dashboard.
public struct ClassSnapshot: Codable, Sendable, Equatable {
    /// The server's sequence number this snapshot includes everything up to.
    public let seq: Int
    public let at: Int64
    public let code: String
    public let thresholds: StuckThresholds
    public let stages: [StageColumn]
    public let learners: [LearnerRow]
    /// Exercises someone has checked, most failed first.
    public let exercises: [ExerciseTally]
    /// Newest first.
    public let polls: [PollTally]
    /// Newest first; the code comes on demand (`ClassRoute.teacherShared`).
    public let shared: [SharedAnswerEntry]

    public init(seq: Int, at: Int64, code: String, thresholds: StuckThresholds, stages: [StageColumn], learners: [LearnerRow],
                exercises: [ExerciseTally], polls: [PollTally], shared: [SharedAnswerEntry]) {
        self.seq = seq
        self.at = at
        self.code = code
        self.thresholds = thresholds
        self.stages = stages
        self.learners = learners
        self.exercises = exercises
        self.polls = polls
        self.shared = shared
    }

    public struct StageColumn: Codable, Sendable, Equatable {
        public let title: String
        public let lessons: Int
        public let exercises: Int

        public init(title: String, lessons: Int, exercises: Int) {
            self.title = title
            self.lessons = lessons
            self.exercises = exercises
        }
    }

    public struct LearnerRow: Codable, Sendable, Equatable {
        public let member: String
        public let name: String
        /// False once the learner left the class.
        public let present: Bool
        public let lastSeen: Int64
        /// The lesson the learner reached last.
        public let lesson: String?
        /// One entry per stage, in the stages' order.
        public let stages: [StageProgress]
        public let exercisesPassed: Int
        public let predictionsRight: Int
        public let predictionsMade: Int
        public let hintsTaken: Int
        public let stuck: Stuck?

        public init(member: String, name: String, present: Bool, lastSeen: Int64, lesson: String?, stages: [StageProgress], exercisesPassed: Int,
                    predictionsRight: Int, predictionsMade: Int, hintsTaken: Int, stuck: Stuck?) {
            self.member = member
            self.name = name
            self.present = present
            self.lastSeen = lastSeen
            self.lesson = lesson
            self.stages = stages
            self.exercisesPassed = exercisesPassed
            self.predictionsRight = predictionsRight
            self.predictionsMade = predictionsMade
            self.hintsTaken = hintsTaken
            self.stuck = stuck
        }
    }

    /// On the wire a pair, `[lessonsReached, exercisesPassed]`: a snapshot holds one per
    /// learner and stage, and keys would make it several times larger.
    public struct StageProgress: Codable, Sendable, Equatable {
        public let lessonsReached: Int
        public let exercisesPassed: Int

        public init(lessonsReached: Int, exercisesPassed: Int) {
            self.lessonsReached = lessonsReached
            self.exercisesPassed = exercisesPassed
        }

        public init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            lessonsReached = try pair.decode(Int.self)
            exercisesPassed = try pair.decode(Int.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var pair = encoder.unkeyedContainer()
            try pair.encode(lessonsReached)
            try pair.encode(exercisesPassed)
        }
    }

    /// Why a learner counts as stuck, on which exercise.
    public struct Stuck: Codable, Sendable, Equatable {
        public let exercise: String
        public let failedChecks: Int
        public let minutes: Int

        public init(exercise: String, failedChecks: Int, minutes: Int) {
            self.exercise = exercise
            self.failedChecks = failedChecks
            self.minutes = minutes
        }
    }

    public struct ExerciseTally: Codable, Sendable, Equatable {
        public let exercise: String
        public let learnersTried: Int
        public let learnersPassed: Int
        /// The failure kinds of every failed check across the class, most common first.
        public let failures: [KindCount]

        public init(exercise: String, learnersTried: Int, learnersPassed: Int, failures: [KindCount]) {
            self.exercise = exercise
            self.learnersTried = learnersTried
            self.learnersPassed = learnersPassed
            self.failures = failures
        }
    }

    public struct KindCount: Codable, Sendable, Equatable {
        public let kind: String
        public let count: Int

        public init(kind: String, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// A poll's answers, grouped: no names, so the projector can show it.
    public struct PollTally: Codable, Sendable, Equatable {
        public let poll: PollView
        public let answers: Int
        /// Identical answers (once spaces are evened out) as one group, largest first.
        public let groups: [AnswerGroup]

        public init(poll: PollView, answers: Int, groups: [AnswerGroup]) {
            self.poll = poll
            self.answers = answers
            self.groups = groups
        }
    }

    public struct AnswerGroup: Codable, Sendable, Equatable {
        public let answer: String
        public let count: Int
        /// Whether it is what the cell gives; nil until the poll is revealed.
        public let right: Bool?

        public init(answer: String, count: Int, right: Bool?) {
            self.answer = answer
            self.count = count
            self.right = right
        }
    }

    public struct SharedAnswerEntry: Codable, Sendable, Equatable {
        public let id: String
        public let member: String
        public let name: String
        public let exercise: String
        public let at: Int64

        public init(id: String, member: String, name: String, exercise: String, at: Int64) {
            self.id = id
            self.member = member
            self.name = name
            self.exercise = exercise
            self.at = at
        }
    }
}

/// `GET /api/teacher/shared/ID`.
public struct SharedAnswer: Codable, Sendable, Equatable {
    public let entry: ClassSnapshot.SharedAnswerEntry
    public let code: String

    public init(entry: ClassSnapshot.SharedAnswerEntry, code: String) {
        self.entry = entry
        self.code = code
    }
}

/// `GET /api/teacher/export`: every learner's result on every exercise of the outline, with
/// partial credit (inputs passed of those checked, at the learner's best check).
public struct ClassExport: Codable, Sendable, Equatable {
    public struct Learner: Codable, Sendable, Equatable {
        public let member: String
        public let name: String
        public let learnerID: String?
        public let rows: [Row]

        public init(member: String, name: String, learnerID: String?, rows: [Row]) {
            self.member = member
            self.name = name
            self.learnerID = learnerID
            self.rows = rows
        }
    }

    public struct Row: Codable, Sendable, Equatable {
        public let exercise: String
        public let passed: Bool
        public let attempts: Int
        public let secondsToPass: Int?
        public let lastFailure: String?
        /// The most inputs one check of this exercise passed; 0 before any check.
        public let casesPassed: Int
        /// The inputs that check ran on (51 for an exercise with a reference solution); 0 before any check.
        public let casesTotal: Int

        public init(exercise: String, passed: Bool, attempts: Int, secondsToPass: Int?, lastFailure: String?, casesPassed: Int, casesTotal: Int) {
            self.exercise = exercise
            self.passed = passed
            self.attempts = attempts
            self.secondsToPass = secondsToPass
            self.lastFailure = lastFailure
            self.casesPassed = casesPassed
            self.casesTotal = casesTotal
        }
    }

    public let exercises: [String]
    public let learners: [Learner]

    public init(exercises: [String], learners: [Learner]) {
        self.exercises = exercises
        self.learners = learners
    }
}

/// Why the class server stopped, as its exit status tells `rxlearn class host`, which decides
/// from it whether and when to start the server again.
public enum ClassServerExit {
    /// The class log could not be written: the server stops rather than acknowledge an event
    /// that is not on disk.
    public static let logNotSaved: Int32 = 3
    /// The server could not listen on its address: another program holds the port, or a
    /// connection closed a moment ago still does (TCP keeps it in TIME_WAIT for a minute or so).
    public static let cannotListen: Int32 = 4
}

/// What a running class server says about itself: printed as one JSON line on its standard
/// output when it is ready, and kept as `server.json` in its data folder while it runs, which is
/// how `rxlearn class dashboard`, `export`, `poll` and `follow` find it.
public struct ClassServerRecord: Codable, Sendable, Equatable {
    public let protocolVersion: Int
    public let pid: Int32
    /// Where learners join: `http://HOST:PORT`, one per address the server listens on.
    public let addresses: [String]
    public let code: String
    /// The dashboard page, without the token (which the teacher's URL carries after `#`).
    public let dashboard: String
    public let teacherTokenFile: String
    public let dataFolder: String
    public let startedAt: Int64

    public static let fileName = "server.json"

    public init(protocolVersion: Int = ClassProtocol.version, pid: Int32, addresses: [String], code: String, dashboard: String,
                teacherTokenFile: String, dataFolder: String, startedAt: Int64) {
        self.protocolVersion = protocolVersion
        self.pid = pid
        self.addresses = addresses
        self.code = code
        self.dashboard = dashboard
        self.teacherTokenFile = teacherTokenFile
        self.dataFolder = dataFolder
        self.startedAt = startedAt
    }
}

/// `GET /api/health`: that this is a class server, and which protocol it speaks.
public struct HealthReply: Codable, Sendable, Equatable {
    public let protocolVersion: Int
    public let service: String

    public static let serviceName = "rxlearn-class"

    public init(protocolVersion: Int = ClassProtocol.version, service: String = HealthReply.serviceName) {
        self.protocolVersion = protocolVersion
        self.service = service
    }
}
