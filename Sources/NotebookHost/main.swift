// Opens the notebook directly, without the rxlearn command line: the end-to-end tests drive
// this binary under tmux, and `Benchmarks/notebook-speed.sh` times it.
//
//     NotebookHost --lessons DIR [--workspace DIR] [--present]
import Foundation
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
    let code = try Notebook.open(
        lessonsFolder: URL(fileURLWithPath: lessons),
        workspace: workspace.map { URL(fileURLWithPath: $0) },
        presentMode: present)
    if code == Notebook.exitNoTerminal {
        print("NotebookHost: no terminal to draw on")
    }
    exit(code)
} catch {
    FileHandle.standardError.write(Data("NotebookHost: \(error)\n".utf8))
    exit(1)
}
