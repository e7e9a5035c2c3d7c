-- A second, independent LSP client: headless Neovim (0.7+) drives dist/server.js over stdio on a log file and
-- checks the diagnostics and the hover. Usage:
--   nvim --headless -u NONE -i NONE -n -c "luafile test/lsp/nvim-lsp-test.lua" -- dist/server.js samples/pod-deletion-1.23.log
local server_js = vim.fn.fnamemodify(vim.v.argv[#vim.v.argv - 1], ':p')
local file = vim.fn.fnamemodify(vim.v.argv[#vim.v.argv], ':p')
local passed, failed = 0, 0
local function out(s) io.stdout:write(s .. '\n') end
local function check(ok, what)
  if ok then passed = passed + 1; out('ok: ' .. what) else failed = failed + 1; out('FAIL: ' .. what) end
end
local function finish()
  out(string.format('%d passed, %d failed', passed, failed))
  if failed > 0 then vim.cmd('cquit 1') else vim.cmd('qall!') end
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'kubelet-log-lens',
  cmd = { 'node', server_js, '--stdio' },
  root_dir = vim.fn.fnamemodify(file, ':h'),
})
if not client_id then check(false, 'start_client'); return finish() end
vim.lsp.buf_attach_client(bufnr, client_id)

local got = vim.wait(15000, function() return #vim.diagnostic.get(bufnr) >= 6 end, 50)
local diags = vim.diagnostic.get(bufnr)
check(got, 'six diagnostics published (got ' .. #diags .. ')')
local by_line = {}
for _, d in ipairs(diags) do
  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
  by_line[d.lnum + 1] = { code = code, severity = d.severity, message = d.message }
  out(string.format('diagnostic: line=%d severity=%d code=%s message=%q', d.lnum + 1, d.severity, tostring(code), d.message:sub(1, 90)))
end
check(by_line[27] and by_line[27].code == 'cri-containerstatus-notfound' and by_line[27].severity == vim.diagnostic.severity.HINT, 'line 27: benign ContainerStatus NotFound as a hint')
check(by_line[42] and by_line[42].code == 'cri-stopcontainer-notfound', 'line 42: StopContainer NotFound')
check(by_line[54] and by_line[54].severity == vim.diagnostic.severity.WARN, 'line 54: investigate as a warning')

local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover',
  { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = 26, character = 60 } }, 5000)
local hover
for _, r in pairs(res or {}) do if r.result and r.result.contents then hover = r.result.contents.value end end
out('hover: ' .. tostring(hover and hover:sub(1, 120)))
check(hover ~= nil and hover:find('benign here', 1, true) ~= nil, 'hover on line 27 says benign here')
check(hover ~= nil and hover:find('#L17', 1, true) ~= nil, 'hover links the evidence line 17')

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
finish()
