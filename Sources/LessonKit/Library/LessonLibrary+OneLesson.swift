import Foundation
import Localization

extension LessonLibrary {
    /// Reads only the chapter that defines lesson `id`, for commands about one lesson
    /// (`rxlearn run ID`): parsing every chapter costs the debug build learners run about 0.1 s,
    /// most of a cached run, and the other chapters cannot change that lesson unless they
    /// mention its id or its exercises' ids.
    ///
    /// Every chapter file is still read, but only searched (`LessonIDMention`) for the id, as a
    /// whole word in any case. Exactly one file may mention it; that file is parsed as
    /// `read(folder:)` parses it, must define the lesson, and no other file may mention one of
    /// the lesson's exercise ids. Then the lesson is the one `read(folder:)` gives, because what
    /// could make it differ is not there: another lesson or exercise with one of its ids in any
    /// case (it would mention the id), a chapter file with the same chapter id (checked by name).
    /// Otherwise — no such lesson, a duplicate, a file that cannot be read, a folder that cannot
    /// be listed — this returns nil and the caller reads the whole folder, so that those problems
    /// are reported as always.
    ///
    /// The diagnostics are the chapter file's own: problems in other files, which leave this
    /// lesson as it is, are not looked for (`rxlearn lint` and `list` report them). The chapter's
    /// other lessons are as its file alone gives them.
    public static func readChapter(definingLesson id: String, in folder: URL) -> Contents? {
        guard let files = ChapterFiles(folder: folder), let file = files.onlyFile(mentioning: id) else { return nil }
        let parsed = ChapterParser.parse(data: file.data, fileName: file.name)
        guard let chapter = parsed.chapter, let (_, lesson) = LessonLookup.lesson(withID: id, in: [chapter]),
              files.mentionsNoneElsewhere(lesson.exercises.map(\.id), than: file.name) else { return nil }
        return Contents(chapters: [chapter], diagnostics: parsed.diagnostics, filesNotLoaded: [])
    }

    /// Reads only the chapter that defines exercise `id`, in `language` (its translation
    /// applied as `read(folder:language:)` applies it), for commands about one exercise
    /// (`rxlearn check ID`). The same rules as for a lesson: exactly one chapter file mentions the
    /// exercise's id, it defines the exercise, and no other file mentions the id of its lesson or
    /// of the lesson's other exercises; otherwise nil, and the caller reads the whole folder.
    public static func readChapter(definingExercise id: String, in folder: URL, language: Language) -> Contents? {
        guard let files = ChapterFiles(folder: folder), let file = files.onlyFile(mentioning: id) else { return nil }
        let parsed = ChapterParser.parse(data: file.data, fileName: file.name)
        guard let chapter = parsed.chapter,
              let lesson = chapter.lessons.first(where: { $0.exercises.contains { $0.id == id } }),
              files.mentionsNoneElsewhere([lesson.id] + lesson.exercises.map(\.id).filter { $0 != id }, than: file.name) else { return nil }
        var contents = Contents(chapters: [chapter], diagnostics: parsed.diagnostics, filesNotLoaded: [])
        guard language != .source else { return contents }
        let translation = Translation.read(chapter: file.name, lessonsFolder: folder, language: language)
        contents.chapters = translation.applied(to: contents.chapters)
        // Kept, as `read(folder:language:)` keeps it, so that an unreadable translation is said.
        contents.translation = translation
        return contents
    }
}

/// The chapter files of a lessons folder, read and made searchable for ids, to find the one file
/// a command about one lesson or exercise needs to parse.
private struct ChapterFiles {
    let names: [String]
    let texts: [(name: String, data: Data, searchable: LessonIDMention.SearchableText)]

    /// Nil when the folder cannot be listed or a chapter file cannot be read.
    init?(folder: URL) {
        guard case .success(let listed) = LessonFolderListing.names(in: folder) else { return nil }
        names = listed.filter { $0.hasSuffix(".md") && !LessonLibrary.documentationFiles.contains($0) }
        var texts: [(name: String, data: Data, searchable: LessonIDMention.SearchableText)] = []
        for name in names {
            guard case .success(let data) = LessonFileReader.read(folder.appendingPathComponent(name), name: name) else { return nil }
            texts.append((name, data, LessonIDMention.SearchableText(data)))
        }
        self.texts = texts
    }

    /// The one file that mentions `id`, when no other chapter file has its chapter id.
    func onlyFile(mentioning id: String) -> (name: String, data: Data)? {
        guard !id.isEmpty else { return nil }
        let mentioning = texts.filter { $0.searchable.mentions(id) }
        guard mentioning.count == 1, let file = mentioning.first, let chapterID = ChapterID(fileName: file.name),
              !names.contains(where: { $0 != file.name && ChapterID(fileName: $0) == chapterID }) else { return nil }
        return (file.name, file.data)
    }

    /// True when no file but `name` mentions any of `ids`.
    func mentionsNoneElsewhere(_ ids: [String], than name: String) -> Bool {
        !texts.contains { $0.name != name && ids.contains(where: $0.searchable.mentions) }
    }
}

/// Whether a file's text mentions an id as a whole word, ignoring case as duplicate ids are
/// compared (`DuplicateIDCheck`): `#4.1-create` and `id=4.1-Create` mention `4.1-create`,
/// `4.1-create-observables` does not. It may find mentions that define nothing (prose, code);
/// it never misses a definition. Ids that load are ASCII (`IDSyntax`, and broken lessons are
/// left out), so lowering ASCII letters is all the case folding needed — and, unlike
/// `String.lowercased()` over text with Chinese in it, cheap in a debug build; the search
/// itself is Foundation's (`Data.range(of:in:)`, built optimised).
enum LessonIDMention {
    /// A file's bytes with ASCII letters lowered, searched for as many ids as needed.
    struct SearchableText {
        let lowered: Data

        init(_ data: Data) {
            lowered = LessonIDMention.lowercasingASCII(data)
        }

        func mentions(_ id: String) -> Bool {
            let needle = LessonIDMention.lowercasingASCII(Data(id.utf8))
            guard !needle.isEmpty else { return false }
            var searched = lowered.startIndex..<lowered.endIndex
            while let hit = lowered.range(of: needle, in: searched) {
                let wholeWord = (hit.lowerBound == lowered.startIndex || !isIDByte(lowered[hit.lowerBound - 1]))
                    && (hit.upperBound == lowered.endIndex || !isIDByte(lowered[hit.upperBound]))
                if wholeWord { return true }
                searched = hit.lowerBound + 1..<lowered.endIndex
            }
            return false
        }
    }

    /// `A`–`Z` to `a`–`z`, every other byte as it is. A pointer loop: indexing `Data` byte by
    /// byte would cost a debug build ten times as much.
    fileprivate static func lowercasingASCII(_ data: Data) -> Data {
        var lowered = data
        lowered.withUnsafeMutableBytes { raw in
            guard let start = raw.bindMemory(to: UInt8.self).baseAddress else { return }
            var byte = start
            let end = start + raw.count
            while byte < end {
                if byte.pointee &- UInt8(ascii: "A") < 26 { byte.pointee |= 0x20 }
                byte += 1
            }
        }
        return lowered
    }

    /// The characters an id is made of (`IDSyntax`): letters, digits, `.`, `_` and `-`.
    fileprivate static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
