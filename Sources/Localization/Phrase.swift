import SystemSupport


/// A piece of the interface's text in each language that has it: the English original and, once
/// it is translated, its Chinese. `UIText` (the string catalog) is made of these; anything not
/// translated falls back to English.
public struct Phrase: Sendable, Hashable {
    public let english: String
    public let chinese: String?

    public init(_ english: String, zh chinese: String? = nil) {
        self.english = english
        self.chinese = chinese
    }

    /// The text in the language the learner chose.
    public var text: String { text(in: Language.current) }

    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese ?? english
        }
    }
}

extension Language {
    private static let chosen = Locked(Language.english)

    /// A language for the running task only, over `current`: lets a test draw in one language
    /// while tests in the other run in parallel (`Language.$taskLanguage.withValue(…) { … }`).
    @TaskLocal public static var taskLanguage: Language?

    /// The language rxlearn speaks in this process: chosen once at start-up (`LanguageChoice`),
    /// and again when the notebook's language key is pressed.
    public static var current: Language {
        get { taskLanguage ?? chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
}
