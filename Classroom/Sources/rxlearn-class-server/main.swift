import ClassServer

await ServerMain.run()
