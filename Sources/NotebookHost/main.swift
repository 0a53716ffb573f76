// Opens the notebook directly, without the rxlearn command line: the end-to-end tests drive
// this binary under tmux, and `Benchmarks/notebook-speed.sh` times it.
//
//     NotebookHost --lessons DIR [--workspace DIR] [--present]
import Foundation
import LessonKit
import Notebook

var lessons: String?
var workspace: String?
var present = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--lessons": lessons = arguments.next()
    case "--workspace": workspace = arguments.next()
    case "--present": present = true
    default:
        FileHandle.standardError.write(Data("usage: NotebookHost --lessons DIR [--workspace DIR] [--present]\n".utf8))
        exit(2)
    }
}
guard let lessons else {
    FileHandle.standardError.write(Data("NotebookHost: --lessons DIR is required\n".utf8))
    exit(2)
}
do {
    let chapters = LessonLibrary.load(folder: URL(fileURLWithPath: lessons)).chapters
    let outcome = try Notebook.open(
        chapters: chapters,
        workspace: workspace.map { URL(fileURLWithPath: $0) } ?? WorkspaceLocation.resolve(explicit: nil),
        presentMode: present)
    switch outcome {
    case .quit:
        exit(0)
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
