/// A kind of fenced block that a lesson reads: how its info string names it, the attributes it
/// takes, what a wrong attribute spoils, and the reader that adds the block to the lesson.
struct FenceKind: Sendable {
    /// How the info string names a kind: `swift cell` is a role of a `swift` block, `output` a word
    /// of its own.
    enum Naming: Sendable, Equatable {
        case swiftRole(String)
        case word(String)
    }

    /// Whether an attribute takes a value (`id=…`) or stands alone (`unordered`).
    enum AttributeForm: Sendable {
        case value
        case flag
    }

    /// What a wrong attribute (already reported) does to a block of this kind.
    enum WrongAttributeEffect: Sendable {
        /// The block is read anyway and left out itself: a cell with a wrong attribute is still a
        /// cell, so that its expected output has something to attach to.
        case blockIsReadAndLeftOut
        /// The block is not read, and the lesson is left out (or the open exercise, if the block
        /// stands in one).
        case lessonIsLeftOut
        /// The block is not read, and what it belongs to is left out: the open exercise, or the
        /// cell it follows, so that a cell is not checked against less than the author wrote.
        case targetIsLeftOut
    }

    let naming: Naming
    /// The attributes the kind accepts, by key.
    let attributes: [String: AttributeForm]
    let wrongAttribute: WrongAttributeEffect
    /// How advice tells an author to write the block, when that takes more than its name.
    let usage: String?
    /// Adds a block of this kind to the lesson being read, reporting what is wrong with it.
    let read: @Sendable (ClassifiedFence, inout LessonDraft, inout DiagnosticLog) -> Void

    init(
        _ naming: Naming, attributes: [String: AttributeForm] = [:], wrongAttribute: WrongAttributeEffect = .targetIsLeftOut,
        usage: String? = nil, read: @escaping @Sendable (ClassifiedFence, inout LessonDraft, inout DiagnosticLog) -> Void
    ) {
        self.naming = naming
        self.attributes = attributes
        self.wrongAttribute = wrongAttribute
        self.usage = usage
        self.read = read
    }

    /// The kind as diagnostics name it: `swift cell`, `output`.
    var name: String {
        switch naming {
        case .swiftRole(let role): "swift " + role
        case .word(let word): word
        }
    }
}

extension FenceKind {
    /// Every kind of block a lesson file may hold, in the order diagnostics list them. A new kind
    /// is a row here and its reader; `Lessons/FORMAT.md` describes it for authors. A row that does
    /// not say otherwise takes no attributes, and a wrong one leaves out the block's target.
    static let all: [FenceKind] = [
        FenceKind(.swiftRole("cell"), attributes: ["id": .value, "timeout": .value, "lanes": .value], wrongAttribute: .blockIsReadAndLeftOut,
                  usage: "swift cell id=NAME to run it", read: CodeBlocks.readCell),
        FenceKind(.swiftRole("setup"), wrongAttribute: .lessonIsLeftOut, read: CodeBlocks.readSetup),
        FenceKind(.swiftRole("start"), read: ExerciseBlocks.readStart),
        FenceKind(.swiftRole("solution"), read: ExerciseBlocks.readSolution),
        FenceKind(.word("output"), attributes: ["unordered": .flag], read: ExpectationBlocks.readOutput),
        FenceKind(.word("events"), attributes: ["lane": .value], read: ExpectationBlocks.readEvents),
        FenceKind(.word("marbles"), attributes: ["frame": .value], read: ExpectationBlocks.readMarbles),
        FenceKind(.word("choices"), read: LineChoiceBlocks.read),
        FenceKind(.word("inputs"), attributes: ["frame": .value, "edge": .flag], read: ExerciseBlocks.readInputs),
        FenceKind(.word("hint"), read: ExerciseBlocks.readHint),
        FenceKind(.word("check"), read: ExerciseBlocks.readCheck),
        FenceKind(.word("choose"), read: ChoiceReader.read),
    ]

    /// Languages shown as code in the prose and never run, like a block without an info string.
    static let shownLanguages: Set<String> = [
        "", "text", "txt", "plain", "console", "sh", "bash", "shell", "json", "yaml", "diff", "markdown", "md",
        "objc", "objective-c", "kotlin", "java", "javascript", "js", "typescript", "ts",
    ]

    static func named(_ naming: Naming) -> FenceKind? {
        all.first { $0.naming == naming }
    }

    /// The words an info string may start with: the kinds' own words, and `swift`.
    static var firstWords: [String] {
        all.compactMap { if case .word(let word) = $0.naming { word } else { nil } } + ["swift"]
    }

    /// `swift cell, swift setup, … and choose`.
    static var namesInProse: String {
        let names = all.map(\.name)
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// How to write each `swift` role: ```` ```swift cell id=NAME to run it, ```swift setup, … or ```swift solution ````.
    static var swiftRolesInProse: String {
        let roles = all.compactMap { kind -> String? in
            guard case .swiftRole = kind.naming else { return nil }
            return "```" + (kind.usage ?? kind.name)
        }
        return roles.dropLast().joined(separator: ", ") + " or " + roles[roles.count - 1]
    }
}
