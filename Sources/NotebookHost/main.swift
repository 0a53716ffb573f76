// Opens the notebook directly, without the rxlearn command line: the end-to-end tests drive
// this binary under tmux, and `Benchmarks/notebook-speed.sh` times it.
//
//     NotebookHost --lessons DIR [--workspace DIR] [--present] [--show-expected] [--open ID | --welcome] [--lang LANG]
//
// The language is chosen as `rxlearn` chooses it (`--lang`, `RXLEARN_LANG`, the locale), and
// `L` switches it as in `rxlearn`.
// It opens where the learner stopped; `--open ID` at a lesson or exercise, as `rxlearn open ID`
// does; `--welcome` as `rxlearn` does, with the welcome page on a first run.
import Foundation
import LessonKit
import Localization
import Notebook
import NotebookCore

var lessons: String?
var workspace: String?
var present = false
var showsExpected = false
var place = OpeningPlace.whereLearnerStopped
var languageArgument: String?
let usage = "usage: NotebookHost --lessons DIR [--workspace DIR] [--present] [--show-expected] [--open ID | --welcome] [--lang LANG]\n"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--lessons": lessons = arguments.next()
    case "--workspace": workspace = arguments.next()
    case "--present": present = true
    case "--show-expected": showsExpected = true
    case "--welcome": place = .welcomeOnFirstRun
    case "--lang": languageArgument = arguments.next()
    case "--open":
        guard let id = arguments.next() else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        place = .item(id: id)
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}
guard let lessons else {
    FileHandle.standardError.write(Data("NotebookHost: --lessons DIR is required\n".utf8))
    exit(2)
}
switch LanguageChoice.resolve(argument: languageArgument, environment: ProcessInfo.processInfo.environment) {
case .success(let language): Language.current = language
case .failure(let unknown):
    FileHandle.standardError.write(Data("NotebookHost: \(unknown.sentence)\n".utf8))
    exit(2)
}
do {
    // The folder's learning path and section titles too, so the notebook follows the path as
    // `rxlearn` does.
    let folder = URL(fileURLWithPath: lessons)
    let contents = LessonLibrary.read(folder: folder, language: Language.current)
    let outcome = try Notebook.open(
        chapters: contents.chapters,
        path: contents.path,
        sectionTitles: contents.sectionTitles,
        workspace: workspace.map { URL(fileURLWithPath: $0) } ?? WorkspaceLocation.resolve(explicit: nil),
        presentMode: present,
        showsExpected: showsExpected,
        at: place,
        loadCourse: Course.loader(readingFolder: folder))
    switch outcome {
    case .quit:
        exit(0)
    case .quitWithProgressNotSaved(let problem):
        FileHandle.standardError.write(Data("NotebookHost: progress not saved: \(problem)\n".utf8))
        exit(1)
    case .noTerminal:
        print("NotebookHost: no terminal to draw on")
        exit(3)
    case .noLessons:
        FileHandle.standardError.write(Data("NotebookHost: no lessons in \(lessons)\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("NotebookHost: \(error)\n".utf8))
    exit(1)
}
