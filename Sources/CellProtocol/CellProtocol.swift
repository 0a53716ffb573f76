/// What a running cell and rxlearn agree on, in one place: the descriptors the cell finds open,
/// the environment variables rxlearn sets for it, and the records the cell writes back (`Record`).
///
/// Both sides use these names — the cell runtime (RxCellRuntime) to write, the runner
/// (CellRunner, LessonRunner) to spawn and parse — so neither can drift from the other. No
/// dependencies, not even Foundation: the module is linked into every cell.
public enum CellProtocol {
    /// The file descriptors of a cell process.
    public enum Descriptor {
        /// Standard input: `/dev/null`, cells take no input.
        public static let standardInput: Int32 = 0
        /// Standard output: exactly what the cell printed.
        public static let standardOutput: Int32 = 1
        /// Standard error: the Swift runtime's messages and the cell runtime's own sentences.
        public static let standardError: Int32 = 2
        /// The event channel: one JSON record (`Record`) per line, cell to rxlearn. `Variable.eventDescriptor`
        /// names it; this is where it is when the variable is unset.
        public static let events: Int32 = 3
        /// The lifeline: a pipe rxlearn never writes to; end-of-file means rxlearn is gone.
        public static let lifeline: Int32 = 4
    }

    /// The file names a cell's code carries in `#fileID`, diagnostics and crash reports: the
    /// runner compiles it under `#sourceLocation` directives with these names, and the cell
    /// runtime knows a line of the learner's from them.
    public enum SourceFile {
        /// The learner's code; its lines are the cell's own, from 1.
        public static let cell = "cell.swift"
        /// The lesson's setup code, put before every cell of the lesson.
        public static let header = "header.swift"
    }

    /// Bytes of watched-stream records (`stream`, `streamEvent`) a cell writes at most. The
    /// runner's event-channel limit has this much room on top of what it allows the cell's own
    /// records, so watching can never push a cell over it.
    public static let watchedRecordBytes = 1 << 20

    /// The environment variables rxlearn sets for a cell.
    public enum Variable {
        /// The event channel's descriptor (see `Descriptor.events`).
        public static let eventDescriptor = "RXLEARN_EVENT_FD"
        /// The lifeline's descriptor; unset when the cell has no lifeline (run from a shell).
        public static let lifelineDescriptor = "RXLEARN_LIFELINE_FD"
        /// A value unique to one run, inherited by everything the cell starts, so that what it
        /// leaves behind can be found and stopped.
        public static let runMark = "RXLEARN_RUN_MARK"
        /// `realTimeOn` runs the cell on the real clock instead of virtual time.
        public static let realTime = "RXLEARN_REAL_TIME"
        /// `watchStreamsOff` turns automatic lanes and stages off for a cell (`lanes=recorded`).
        public static let watchStreams = "RXLEARN_WATCH_STREAMS"
        public static let watchStreamsOff = "0"
        /// The value of `realTime` that turns real time on.
        public static let realTimeOn = "1"
        /// On the real clock: how long, in milliseconds, the cell may keep its run loop going
        /// while timers are still running, before it stops itself.
        public static let realTimeLimitMilliseconds = "RXLEARN_REAL_TIME_LIMIT_MS"
        /// On virtual time: the virtual time, in milliseconds, at which the clock stops.
        public static let virtualLimitMilliseconds = "RXLEARN_VIRTUAL_LIMIT_MS"
        /// An exercise's input timelines and how to run them, as JSON: an
        /// `ExerciseExchange.Request` (its cases map input names to events with the fields
        /// `TimelineField` names).
        public static let exerciseCases = "RXLEARN_EXERCISE_CASES"
    }

    /// The cell launcher, through which rxlearn starts every cell (CellRunner's `CellLauncher`):
    /// it caps the cell's address space and, when asked, shuts the cell away from the learner's
    /// files, terminal and processes before it runs a line of it. Its name, its options, and how it
    /// says that it could not set a cell up.
    ///
    ///     rxlearn-cell-launcher [--memory-limit BYTES] [--directory DIR]
    ///                           [--confine [--private DIR]… [--hide DIR]… [--expose DIR]… [--probe]]
    ///                           -- EXECUTABLE [ARGUMENT]…
    public enum Launcher {
        public static let executableName = "rxlearn-cell-launcher"
        /// `--memory-limit BYTES`: the cell's address space at most (`RLIMIT_AS`).
        public static let memoryLimit = "--memory-limit"
        /// `--directory DIR`: the cell's working folder (its private home).
        public static let directory = "--directory"
        /// Run the cell in namespaces of its own (Linux) or under a sandbox profile (macOS).
        public static let confine = "--confine"
        /// `--private DIR`: with `--confine`, the cell sees an empty folder of its own there,
        /// writable and thrown away when it ends (the home folder, the temporary folders).
        public static let privateFolder = "--private"
        /// `--hide DIR`: with `--confine`, the cell sees an empty read-only folder there (the
        /// terminals in /dev/pts).
        public static let hiddenFolder = "--hide"
        /// `--expose DIR`: with `--confine`, a folder inside a private or hidden one that the cell
        /// still reads (its binary, the core library, the Swift runtime).
        public static let exposedFolder = "--expose"
        /// With `--confine`: set everything up, then end with status 0 instead of running the cell.
        public static let probe = "--probe"
        public static let endOfOptions = "--"
        /// The exit status of a launcher that could not set the cell up; it then says why on
        /// standard error, in one line after `messagePrefix`.
        public static let setupFailedStatus: Int32 = 125
        public static let messagePrefix = "rxlearn-cell-launcher: "
    }

    /// The `kind` of a record on the event channel: one for each case of `Record`, which says
    /// what each carries.
    public enum RecordKind: String, CaseIterable, Sendable {
        case print, event, end, descriptors, stream, streamEvent, exerciseCase, unreadableInput
    }

    /// What a watched stream is (the `role` of a `stream` record; `StreamStart.Origin` in a `Record`).
    public enum StreamRole: String, CaseIterable, Sendable {
        /// A subscription the cell made, drawn as its own lane.
        case subscription
        /// A subscription of a test scheduler's observer: drawn already as the `observer` lane,
        /// it lends only its stages.
        case observedSubscription
        /// A stage of a subscription's chain.
        case stage
    }

    /// What happened on a marble lane or a watched stream (the `event` of a record).
    public enum LaneEvent: String, CaseIterable, Sendable {
        case next, error, completed, subscribed, disposed
    }

    /// Why a cell that trapped could not say so itself (`RecordKind.descriptors`).
    public enum DescriptorProblem: String, CaseIterable, Sendable {
        /// Standard output or error was closed.
        case closed
        /// The process ran out of file descriptors.
        case exhausted

        /// The whole `Record.descriptors` record as the runtime encodes it, newline included, as
        /// a static string: the cell writes it from a signal handler, where nothing may be
        /// allocated or encoded. The runner decodes it as any other record.
        public var record: StaticString {
            switch self {
            case .closed: return "{\"kind\":\"descriptors\",\"problem\":\"closed\"}\n"
            case .exhausted: return "{\"kind\":\"descriptors\",\"problem\":\"exhausted\"}\n"
            }
        }
    }

    /// The fields of one event of an exercise's input timeline (in `Variable.exerciseCases`).
    public enum TimelineField {
        /// Virtual milliseconds.
        public static let time = "t"
        /// `next`, `error` or `completed`.
        public static let kind = "kind"
        public static let value = "value"
    }
}
