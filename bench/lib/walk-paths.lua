-- wrk script for the at-scale benchmark: sends the paths of the file named by WRK_PATHS (one per
-- line, a precomputed Zipf-distributed visitor sequence) in order, starting again at the end.
-- Run with one thread (-t1), so the order sent is the file's order across all connections.
local paths = {}
local next_index = 0

function init(args)
  for line in io.lines(os.getenv("WRK_PATHS")) do
    paths[#paths + 1] = line
  end
end

function request()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index])
end
