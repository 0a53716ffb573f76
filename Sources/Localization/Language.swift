/// The languages rxlearn speaks. English is the course's source and the fallback for anything
/// not translated; Simplified Chinese is the language of the RxSwift documents the course follows.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The code a learner types (`--lang zh-Hans`, `RXLEARN_LANG=en`) and the name of the
    /// lessons subfolder that holds a translation (`Lessons/zh-Hans/`).
    public var code: String { rawValue }

    /// The language the lessons are written in; every other one is a translation of it.
    public static let source = Language.english

    /// The other languages, each a subfolder of the lessons folder.
    public static var translations: [Language] { allCases.filter { $0 != source } }

    /// Its name in itself, for the notebook's status line and `--help`.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The next language, for the notebook's key that switches between them.
    public var next: Language {
        let all = Language.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
