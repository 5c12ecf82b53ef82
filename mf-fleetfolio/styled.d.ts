/// <reference path="../packages/ui/src/styled.d.ts" />
